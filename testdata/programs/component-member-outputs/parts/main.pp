config "size" "int" {
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = size
}

output "registerOutputs" {
  value = pet.id
}

output "getProvider" {
  value = size * 2
}
