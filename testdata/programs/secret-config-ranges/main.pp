# Resources ranged over values computed from a secret config: the binder
# types the ranges plain, every backend reads the secret as an output, so
# the resources are created in an apply and the references to them are
# outputs of their collections.
config "size" "int" {
  default = -2
  secret  = true
}

resource "counted" "random:index/randomPet:RandomPet" {
  length = 2
  options {
    range = size > 0 ? 1 : 2
  }
}

resource "listed" "random:index/randomPet:RandomPet" {
  length = 3
  options {
    range = [for i in range(size > 0 ? 1 : 3) : "x${i}"]
  }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = counted[*].id
}

output "first" {
  value = counted[0].id
}

output "count" {
  value = length(listed)
}

output "ids" {
  value = [for p in listed : p.id]
}
