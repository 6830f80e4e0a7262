# Printing null in a string template is an error: the run fails there. The
# optional config variable "team" is not set.
config "team" "string" {
  default = null
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "team-${team}"
}
