config "prefix" "string" {}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

output "name" {
  value = pet.id
}

output "prefix" {
  value = prefix
}
