# PCL compares values with == and != without converting them: values of
# different types are unequal unless both are null, and lists, maps and
# objects compare by their elements.
config count int {
  default = 1
}
config label string {
  default = "1"
}
config ratio number {
  default = 1.0
}
config zones "list(string)" {
  default = ["a", "b"]
}
config sizes "map(int)" {
  default = { small = 1 }
}
config maybe "object({name = optional(string)})" {
  default = {}
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

mixed = [count, label]
picked = element(mixed, 0)
wrapped = element(mixed, 3)

output intAndString {
  value = count == label
}
output intAndNumber {
  value = count == ratio
}
output numberAndBool {
  value = ratio != true
}
output listAndTuple {
  value = zones == ["a", "b"]
}
output loopAndList {
  value = [for z in zones : z] == zones
}
output mapAndObject {
  value = sizes == { small = 1 }
}
output listAndMap {
  value = zones != sizes
}
output tuples {
  value = [count, label] == [1, "1"]
}
output objects {
  value = { a = count, b = [label] } == { a = 1, b = ["1"] }
}
output optionalAcrossTypes {
  value = maybe.name == sizes
}
output notNull {
  value = count == null
}
output bothNull {
  value = maybe.name == null
}
output pickedInt {
  value = picked == 1
}
output wrappedString {
  value = wrapped == "1"
}
output eventualInt {
  value = element([pet.length, "z"], 0) == "2"
}
output eventualLists {
  value = [pet.id] == [pet.id]
}
output eventualObjects {
  value = { id = pet.id } != { id = "x" }
}
output eventualAcrossTypes {
  value = { for k in range(2) : "k${k}" => pet.id } == "k0"
}
output filtered {
  value = [for z in zones : z if [z, pet.id] != [pet.id, z]]
}
