config "prefix" "string" {}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = prefix
}

output "name" {
  value = pet.id
}

output "prefix" {
  value = prefix
}
