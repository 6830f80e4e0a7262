# Negations of negative values, which Go must not print as a decrement
# (--x): of literals, of config, of outputs, of negations in parentheses,
# in every position.
config "step" "int" {
  default = 3
}

config "scale" "number" {
  default = -1.5
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = -(-2)
}

resource "counted" "random:index/randomPet:RandomPet" {
  options {
    range = -(-step) - 1
  }
  length = -(-(-(-range.value))) + 1
}

twice = -(-scale)

output "literal" {
  value = -(-1)
}

output "fromConfig" {
  value = -(-step) + -(-(-step))
}

output "fromOutput" {
  value = -(-pet.length)
}

output "local" {
  value = twice
}

output "inFor" {
  value = [for v in [1, -2] : -(-v)]
}

output "notNot" {
  value = !(!(step > 2))
}
