resource "pet" "random:index/randomPet:RandomPet" {}

component "held" "./comp" {
  count = length(pet.id)
}

output "labels" {
  value = held.labels
}
