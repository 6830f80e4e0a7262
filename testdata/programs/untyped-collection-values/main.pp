# Collections whose elements have no known type, given where a list of
# strings is taken: a config variable of type any holding a list, and the
# element of a list of empty lists. Go holds them as []interface{}, which
# converts element by element (a type assertion to []string would fail).
# And a component's output computed on an int that may be null is the
# number PCL types it as.
config "names" "any" {
  default = ["a", "b"]
}

empties = [[]]

resource "fromAny" "random:index/randomShuffle:RandomShuffle" {
  inputs = names
}

resource "fromEmpty" "random:index/randomShuffle:RandomShuffle" {
  inputs = empties[0]
}

resource "bits" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 4
}

component "count" "./counter" {
  base = bits.result
}

output "shuffled" {
  value = [fromAny.inputs, fromEmpty.inputs]
}

output "remaining" {
  value = count.remaining
}
