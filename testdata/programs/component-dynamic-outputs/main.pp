# Component outputs of type dynamic (any): an untyped config passed through,
# parts of it, try over it, and a mix with a resource's output; read by the
# parent whole, indexed, and given to a typed input. (A secret list given
# to the untyped config arrives in Go as a typed slice, not []interface{}:
# not walked here yet.)
component "c" "./comp" {
  data = { a = 1, b = ["x", "y"] }
}

component "secretly" "./comp" {
  data = secret({ a = 2, b = "w" })
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = c.first
}

output "whole" {
  value = c.out
}

output "picked" {
  value = c.out.a
}

output "tried" {
  value = c.tried
}

output "mixed" {
  value = secretly.mixed
}

output "petPrefix" {
  value = pet.prefix
}
