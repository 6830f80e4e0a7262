// An untyped config tested for null in conditionals, then read by key: the
// tests narrow nothing a later read depends on.
config "settings" {
  default = {
    name = "web"
    size = 2
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
  keepers = settings
  prefix = settings["name"]
}

output "described" {
  value = settings == null ? "unset" : "set"
}

output "present" {
  value = settings != null ? settings["name"] : "none"
}

output "size" {
  value = settings["size"]
}
