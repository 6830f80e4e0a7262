config "size" "int" {
  description = "the number of words"
}

config "label" "string" {
  default = "box"
}

config "note" "string" {
  nullable = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length    = size
  prefix    = label
  separator = note
}

output "name" {
  value = pet.id
}
