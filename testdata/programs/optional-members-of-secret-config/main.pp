# Optional properties of a secret object config, which Python holds as an
# output of a dict: read in an apply, None where the dict lacks the key.
config "settings" "object({enabled=bool, label=optional(string), suffix=optional(string)})" {
  default = {
    enabled = true
    label = "named"
  }
  secret = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = settings.label
  separator = settings["suffix"]
}

output "label" {
  value = settings.label
}
