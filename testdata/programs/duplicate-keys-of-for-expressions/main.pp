# A for expression that makes an object fails where two elements make one
# key (without `...`, which groups them): here it is read through try,
# whose fallback shows the failure. Keys each element makes once (the
# loop's key, alone or in a template, a range's value, an entry's key)
# need no check; keys that may collide but do not, from plain values and
# outputs, and of values that are outputs, pass the check.
config names "list(string)" {
  default = ["a", "b", "a"]
}

config distinct "list(string)" {
  default = ["a", "b"]
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

plainDuplicates = try({ for n in names : n => 1 }, { fallback = 0 })
plainUnique = { for i, n in names : "k${i}" => n }
fromRange = { for n in range(3) : "r${n}" => n }
fromEntries = { for e in entries({ x = 1, y = 2 }) : e.key => e.value }
grouped = { for n in names : n => 1... }

plainDistinct = { for n in distinct : "${n}!" => 1 }
outputValues = { for n in distinct : n => pet.id }
outputKeys = { for n in distinct : "${pet.id}-${n}" => n }

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["x"]
  keepers = { for n in distinct : n => pet.id }
}

output plainDuplicates {
  value = plainDuplicates
}

output plainUnique {
  value = plainUnique
}

output fromRange {
  value = fromRange
}

output fromEntries {
  value = fromEntries
}

output grouped {
  value = grouped
}

output plainDistinct {
  value = plainDistinct
}

output outputValues {
  value = outputValues
}

output outputKeys {
  value = outputKeys
}
