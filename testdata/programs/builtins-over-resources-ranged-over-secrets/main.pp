# Resources ranged over a value read from a secret are an output of their
# list; the builtins over their attributes, inside tuples and alone, are
# outputs too.
config names "list(string)" {
  default = ["a", "b"]
  secret  = true
}

resource pets "random:index/randomPet:RandomPet" {
  prefix = "p"
  options {
    range = [for n in names : n]
  }
}

resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = singleOrNone([pets[*].urn])
}

resource joined "random:index/randomShuffle:RandomShuffle" {
  inputs = [join(",", pets[*].id), toJSON([pets[*].prefix])]
}

output results {
  value = shuffle.results
}
output joinedResults {
  value = joined.results
}
output first {
  value = element([pets[*].id, ["x"]], 1)
}
