config "label" "string" {
  default = "{brace}"
}

config "count" "int" {
  default = 2
}

# The reads of the config are in branches a constant condition never takes.
resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "x${(false ? label : "y")}"
  length = true ? 3 : count
}

output "prefix" {
  value = pet.prefix
}
