config "id" "object({delta=string, india=bool})" {
}

config "urn" "string" {
}

config "name" "string" {
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "${id.delta}-${urn}-${name}"
}

output "prefix" {
  value = pet.prefix
}
