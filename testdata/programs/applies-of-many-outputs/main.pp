resource "pet" "random:index/randomPet:RandomPet" {}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 10
}

resource "text" "random:index/randomString:RandomString" {
  length = 5
}

# One apply over more than eight outputs of different types.
output "picked" {
  value = password.special && text.upper ? [pet.id, password.length, text.length, pet.length, password.minLower, password.result, text.result, password.number, password.lower] : []
}
