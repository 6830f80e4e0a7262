# Tuples and objects holding outputs beside plain values, which Go holds as
# inputs, converted element by element where a collection of another
# element type is taken: ints as numbers in a choice with a list of
# numbers, numbers and bools as strings in a resource's input, directly,
# in a choice and in a loop's value, and an object's as a map's, held or secret.
resource "sized" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

counts = [min(sized.result, 10), 3]
mixed = [sized.id, 5, true]
labels = {
  count = sized.result
  fixed = 2
  flag  = true
}

chosen = {
  delta = (true ? [-2.75] : counts)
}

unchosen = {
  delta = (false ? [-2.75] : counts)
}

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = mixed
}

resource "chosenInputs" "random:index/randomShuffle:RandomShuffle" {
  inputs = false ? ["a"] : mixed
  keepers = labels
}

resource "secretKeepers" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["b"]
  keepers = secret({ count = 4, flag = false })
}

resource "looped" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for n in counts : n]
}

output chosen {
  value = chosen
}

output unchosen {
  value = unchosen
}
