# A component output that is a conditional of collections of different kinds
# (an object and an optional map, a tuple and a list) is the one collection
# they convert to, as its field declares it.
config flag bool {
  default = false
}
resource pet "random:index/randomPet:RandomPet" {
  keepers = { a = "b" }
}
output xray {
  value = flag ? { "x-y" = "dollar" } : pet.keepers
}
output listed {
  value = flag ? ["a", "b"] : [pet.id]
}
