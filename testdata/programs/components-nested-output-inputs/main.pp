# A component passes the inputs it reads as outputs on to the components it
# instantiates, directly or through a local: those inputs are outputs there
# too. A secret config, which every SDK reads as an output, is one.
config "token" "string" {
  secret = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

component "outer" "./outer" {
  name  = pet.id
  token = token
}

output "seen" {
  value = outer.seen
}

output "tokenLength" {
  value = outer.tokenLength
}
