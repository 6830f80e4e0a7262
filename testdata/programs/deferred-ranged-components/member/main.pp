config "size" "int" {}

config "prefix" "string" {}

resource "pet" "random:index/randomPet:RandomPet" {
  length = size
  prefix = prefix
}

output "name" {
  value = pet.id
}

output "size" {
  value = pet.length
}
