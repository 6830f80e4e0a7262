resource "pet" "random:index/randomPet:RandomPet" {
}

output "address" {
  value = "inner:${pet.urn}"
}
