config "label" "string" {}

config "count" "int" {}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = label
  length = count
}

output "label" {
  value = pet.id
}
