# A component's inputs of collections of optional values, which Go holds
# as untyped collections (a pulumi.Map, a pulumi.Array), given outputs of
# objects and collections of one type of value.
resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

secretObject = secret({
  a = pet.id
  b = "x"
})

component "fromObject" "./takes" {
  labels = secretObject
  names  = [pet.id, null]
}

component "fromAttribute" "./takes" {
  labels = secret({ nested = { c = "y", d = pet.id } }).nested
  names  = secret(["p", "q"])
}

component "fromMap" "./takes" {
  labels = { for k, v in { e = "z" } : k => "${v}${pet.id}" }
  names  = split("-", pet.id)
}

output "counts" {
  value = [fromObject.labelCount, fromAttribute.labelCount, fromMap.labelCount, fromObject.names, fromAttribute.names, fromMap.names]
}
