config "word" "string" {
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = word
}

output "said" {
  value = "${word}!"
}
