config on bool {
  default = true
}

resource pets "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

# Lists of unlike Go types: ints known later beside a list of optional ints.
pairs = [[for v in pets.results : 5], (on ? [pets.resultCount] : [6])]

# The same with a null among them.
pairsOrNull = [[for v in pets.results : 5], (on ? [pets.resultCount] : [6]), null]

# Maps of unlike Go types.
tables = [{ for v in pets.results : v => 1 }, (on ? { a = pets.resultCount } : { b = 2 })]

output lengths {
  value = [for pair in pairs : length(pair)]
}

output indexed {
  value = [for i, pair in pairs : "${i}:${length(pair)}"]
}

output nullable {
  value = [for pair in pairsOrNull : pair == null ? -1 : length(pair)]
}

output tableKeys {
  value = [for t in tables : join(",", [for k, v in t : k])]
}

output first {
  value = length(pairs[0]) + length(pairs[1])
}

output last {
  value = length(element(pairs, length(pairs) - 1))
}

output lastIndexed {
  value = length(pairs[length(pairs) - 1])
}

# A resource ranged over the tuple: each instance's range.value is a list of
# any Go element type.
resource shuffled "random:index/randomShuffle:RandomShuffle" {
  options {
    range = pairs
  }
  inputs = [for x in range.value : "${x}"]
}
