# Loops over tuples of an output and plain values of one type: the loop's
# variable is an output of that type whichever element it is.
config "extra" "string" {
  default = "e"
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

lists    = [for r in [shuffle.results, [extra]] : r[0]]
reversed = [for i, r in [["x", extra], shuffle.results] : "${i}:${length(r)}"]
scalars  = [for s in ["a", pet.id, extra] : "${s}!"]
objects  = [for o in [{ n = pet.id }, { n = "plain" }] : o.n]
mapped   = { for k, r in { out = shuffle.results, plain = [extra] } : k => join(",", r) }

output "lists" {
  value = lists
}

output "reversed" {
  value = reversed
}

output "scalars" {
  value = scalars
}

output "objects" {
  value = objects
}

output "mapped" {
  value = mapped
}
