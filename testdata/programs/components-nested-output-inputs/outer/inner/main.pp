config "value" "string" {
}

resource "word" "random:index/randomPet:RandomPet" {
  length = length(value)
}

output "seen" {
  value = "value=${value}"
}

output "size" {
  value = length(value)
}
