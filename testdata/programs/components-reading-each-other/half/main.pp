config "peer" "string" {
}

resource "word" "random:index/randomPet:RandomPet" {
  length = 1
}

output "own" {
  value = word.id
}

output "seen" {
  value = "peer:${peer}"
}
