# Choices of tuple constructors whose elements are collections of outputs
# in one branch and of plain values in another: PCL unifies each element
# to a collection of outputs, which TypeScript declares as the union of
# the branches' where a branch's plain collection is no collection of
# outputs. Chosen and not, read by index and given to a resource.
config pick bool {
  default = false
}

resource "pets" "random:index/randomPet:RandomPet" {
  length = 2
  options {
    range = 2
  }
}

chosen = pick ? [["a"], pets[*].id, pets[*].prefix] : [["b"], pets[*].id, ["x", "y"]]
unchosen = !pick ? [["a"], pets[*].id, pets[*].prefix] : [["b"], pets[*].id, ["x", "y"]]
nested = pick ? [[pets[0].id], ["z"]] : (length(pets) > 1 ? [["p"], [pets[1].id]] : [["q"], ["r"]])

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = unchosen[2]
}

output chosen {
  value = chosen
}

output third {
  value = chosen[2]
}

output nested {
  value = nested
}
