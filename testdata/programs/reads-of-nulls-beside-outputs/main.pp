# A null the program writes beside an output (a property of one branch of
# a choice of objects whose other branch holds an output, an element of a
# tuple of outputs) is read as null; so is a choice of an output of a
# collection and null, which is no empty collection.
config "on" "bool" {
  default = false
}

resource "pet" "random:index/randomPet:RandomPet" {
}

chosen = (on ? {
  id    = pet.id
  names = secret(["a"])
  tags  = secret({ a = "b" })
  n     = 1
} : {
  id    = null
  names = null
  tags  = null
  n     = 2
})
again = chosen
pair  = [pet.id, null]

output "id" {
  value = chosen.id
}
output "names" {
  value = chosen.names
}
output "tags" {
  value = chosen.tags
}
output "againId" {
  value = again.id
}
output "second" {
  value = pair[1]
}
output "list" {
  value = on ? secret([1]) : null
}
output "map" {
  value = on ? secret({ a = 1 }) : null
}
