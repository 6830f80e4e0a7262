config "length" "int" {
  description = "the number of words"
}

config "prefix" "string" {
  default = "pet"
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = length
  prefix = prefix
}

resource "suffix" "random:index/randomString:RandomString" {
  length = length * 2
  special = false
}

output "name" {
  value = "${pet.id}-${suffix.result}"
}

output "suffix" {
  value = suffix.result
}
