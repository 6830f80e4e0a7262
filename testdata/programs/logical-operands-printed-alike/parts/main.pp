resource "pet" "random:index/randomPet:RandomPet" {
}

output "class" {
  value = pet.id != ""
}

output "other" {
  value = pet.id == ""
}
