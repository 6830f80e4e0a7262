resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

output "name" {
  value = pet.id
}
