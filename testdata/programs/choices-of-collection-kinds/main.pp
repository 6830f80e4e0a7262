# Conditionals whose branches are collections of different kinds, which
# PCL types as a union of them (an optional list and a tuple, an optional
# map and an object): each is the one collection both branches convert to,
# wherever it is used.
config useNames bool {
  default = true
}

config names "list(string)" {
  default  = ["x", "y"]
  nullable = true
}

config sizes "map(string)" {
  default  = { a = "1" }
  nullable = true
}

resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = ["p", "q"]
}

chosenList   = useNames ? names : ["a", "b", "c"]
chosenMap    = useNames ? sizes : { b = "2" }
eventualList = length(shuffle.results) > 1 ? names : ["d"]
nestedList   = useNames ? (length(shuffle.results) > 5 ? ["e"] : names) : ["f", "g"]

resource given "random:index/randomShuffle:RandomShuffle" {
  inputs   = useNames ? names : ["h", "i"]
  keepers  = useNames ? sizes : { k = "v" }
}

resource eventuallyGiven "random:index/randomShuffle:RandomShuffle" {
  inputs = length(shuffle.results) > 1 ? names : ["j"]
}

# An eventual branch that may be null, chosen by an eventual condition.
maybeResults = length(shuffle.results) >= 0 ? shuffle.results : null

resource givenMaybe "random:index/randomShuffle:RandomShuffle" {
  inputs = !true ? shuffle.results : (secret(useNames) ? maybeResults : ["n", "o"])
}

# singleOrNone of them.
single         = singleOrNone(useNames ? ["one"] : names)
singleEventual = singleOrNone(length(shuffle.results) > 5 ? ["b"] : maybeResults)

output "reads" {
  value = [
    length(chosenList),
    chosenList,
    chosenMap,
    eventualList,
    nestedList,
    [for x in (useNames ? names : ["l"]) : "${x}!"],
    length(given.inputs),
    eventuallyGiven.inputs,
    givenMaybe.inputs,
    single,
    singleEventual,
  ]
}
