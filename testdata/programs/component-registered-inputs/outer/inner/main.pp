config "count" "int" {}

config "text" "string" {}

resource "pet" "random:index/randomPet:RandomPet" {
  length = count
  prefix = text
}

output "result" {
  value = pet.id
}
