# Locals, attributes and values of unions of collections (an optional list
# and a tuple, an optional map and an object), read by index, key, loops,
# builtins and templates: each is the one collection its kinds convert to.
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
output reads {
  value = [
    chosenList[0],
    chosenMap["a"],
    eventualList[0],
    [for x in chosenList : "${x}!"],
    [for k, v in chosenMap : "${k}=${v}"],
    [for x in eventualList : "${x}?"],
  ]
}
config idx int {
  default = 1
}
nestedChoice = useNames ? (length(shuffle.results) > 5 ? ["e"] : names) : ["f", "g"]
objs = useNames ? [{ n = "a" }] : [{ n = "b" }, { n = "c" }]
output more {
  value = [
    chosenList[idx],
    element(chosenList, 1),
    chosenMap.a,
    lookup(chosenMap, "z", "none"),
    join(",", chosenList),
    length(chosenMap),
    nestedChoice[0],
    [for x in nestedChoice : x],
    "${chosenList[0]}-${chosenMap["a"]}",
    objs[0].n,
    objs[*].n,
  ]
}
holder = { l = useNames ? names : ["a", "b"], m = useNames ? sizes : { q = "r" } }
output inline {
  value = [
    (useNames ? names : ["a", "b"])[0],
    holder.l[1],
    holder.m["a"],
    [for x in holder.l : x],
    length(holder.l),
  ]
}
