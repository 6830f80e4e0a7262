config "label" "string" {
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = label
}

output "petId" {
  value = pet.id
}
