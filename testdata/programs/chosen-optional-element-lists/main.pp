# A conditional of a plain tuple of ints and an output list of optional
# ints (or maps of them) is an output of the list of optional values,
# whichever branch is chosen.
config pick bool {
  default = true
}
config count int {
  default = 2
  secret  = true
}

resource shuffles "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
  options {
    range = count
  }
}

bits  = pick ? [8, 3] : shuffles[*].resultCount
byKey = pick ? { a = 1 } : { for i, s in shuffles : "k${i}" => s.resultCount }

output bits {
  value = unsecret(bits)
}
output byKey {
  value = byKey
}
