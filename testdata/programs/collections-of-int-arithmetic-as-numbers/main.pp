# Fuzz seed 113336: int arithmetic on optional ints, which the binder types a
# number, computed in an apply as a list or map of ints and collected where
# lists or maps of numbers are held.
resource shuffles "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b"]
  resultCount = 2
  options {
    range = 2
  }
}

differences = { for i, p in shuffles[*].id : "k${i}" => [for x in secret(["y"]) : shuffles[0].resultCount - shuffles[0].resultCount] }
sums        = [for p in shuffles[*].id : { for x in secret(["y"]) : x => shuffles[0].resultCount + 2 }]

output differences {
  value = differences
}

output sums {
  value = sums
}
