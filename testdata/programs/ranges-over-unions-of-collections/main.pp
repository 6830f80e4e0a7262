# Ranges over conditionals whose branches are collections of different
# kinds (a list and a tuple, a map and an object), which PCL types as a
# union of them: each is ranged over as the one collection both convert to.
config useNames bool {
  default = true
}

config names "list(string)" {
  default = ["x", "y"]
}

config sizes "map(int)" {
  default  = { a = 1 }
  nullable = true
}

config maybeNames "list(string)" {
  default  = ["m"]
  nullable = true
}

resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = ["p", "q"]
}

# A plain condition, a list and a tuple.
resource plainList "random:index/randomPet:RandomPet" {
  options {
    range = useNames ? names : ["a", "b", "c"]
  }
  prefix = range.value
}

# A branch that may be null and a tuple, chosen by an eventual condition.
resource eventualList "random:index/randomPet:RandomPet" {
  options {
    range = length(shuffle.results) > 1 ? maybeNames : ["d", "e"]
  }
  prefix = "${range.key}-${range.value}"
}

# A map that may be null and an object.
resource mapped "random:index/randomPet:RandomPet" {
  options {
    range = useNames ? sizes : { b = 2, c = 3 }
  }
  length = range.value
}

output "counts" {
  value = [length(plainList), length(eventualList), length(mapped)]
}
