# element() of a conditional whose branches are a plain list and splats of
# resources' outputs: the element of the list the condition picks.
config first bool {
  default = false
}

resource pets "random:index/randomPet:RandomPet" {
  prefix = "p"
  options {
    range = 2
  }
}

resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = [element((first ? ["brace"] : (first ? pets[*].prefix : pets[*].id)), 1)]
}

output picked {
  value = [shuffle.results, element(first ? pets[*].id : ["x", "y"], 0)]
}
