resource "pet" "random:index/randomPet:RandomPet" {
}

pair = [pet.id, pet.id]
mixed = [pet.id, 2]

resource "other" "random:index/randomPet:RandomPet" {
  prefix = join("", pair)
  separator = join("-", mixed)
}

output "joined" {
  value = [other.prefix, other.separator, length(pair), pair[1]]
}
