config label string {
}

resource pet "random:index/randomPet:RandomPet" {
  prefix = label
}

output name {
  value = pet.id
}
