config "size" "int" {
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = size + 1
}

output "name" {
  value = pet.id
}
