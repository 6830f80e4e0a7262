// A resource ranged over a value of any type, then one no code reads: the
// first declares err, which the second assigns.
config "names" {
  default = ["a", "b"]
}

resource "pets" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = names
  }
}

resource "unread" "random:index/randomPet:RandomPet" {
  length = 2
}

output "count" {
  value = length(pets)
}
