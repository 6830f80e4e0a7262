# A range whose value is plain though it reads the entries of a list that
# holds outputs.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "copies" "random:index/randomPet:RandomPet" {
  length = 1
  options {
    range = [for k, v in entries([pet.length, 3]) : k]
  }
}

resource "none" "random:index/randomPet:RandomPet" {
  options {
    range = [for k, v in entries([for s in [1] : pet.length if false]) : 17]
  }
}

output "copies" {
  value = length(copies)
}
