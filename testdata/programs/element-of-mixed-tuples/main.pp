resource "password" "random:index/randomPassword:RandomPassword" {
  length = 12
}

config "count" "int" {
  default = 3
}

# The element of a tuple at a constant index has that element's type, not
# the type of all the tuple's elements.
resource "pet" "random:index/randomPet:RandomPet" {
  prefix    = element([password.result, password.overrideSpecial], 0)
  separator = element(["-", count], 0)
  length    = element([count, "x", true], 0)
}

output "prefix" {
  value = pet.prefix
}
