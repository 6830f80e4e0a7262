# Loops over a tuple or object holding an output and a value of any type (a
# try's): each element may be the output, so the loop's variable is an
# output of any type and a filter or value reading it waits for it.
config "settings" {
  default = { enabled = true, name = "web" }
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 12
}

flags = [password.lower != true, try(settings.enabled, false)]
names = { generated = password.result, configured = try(settings.name, "none") }

output "kept" {
  value = [for flag in flags : "on" if flag]
}

output "lengths" {
  value = { for key, name in names : key => length(name) }
}

resource "pet" "random:index/randomPet:RandomPet" {
  keepers = { for key, name in names : key => "${name}!" if key != "generated" }
}
