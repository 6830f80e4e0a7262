// Secrets of conditionals whose branches are collections of unlike
// shapes, one a for expression: lists of objects with other properties,
// objects of other value types, maps of lists.
config flip bool {
  default = true
}

listsOfObjects = unsecret(secret(flip ? [for s in ["a"] : { name = s }] : [{ name = "b" }, { name = "c", size = 2.5 }]))
listsOfLists = unsecret(secret(!flip ? [for n in [1, 2] : [n]] : [["a"], [3]]))
mapsOfObjects = unsecret(secret(flip ? { for k, v in { a = 1 } : k => { v = v } } : { b = { v = "x", w = true } }))
keptInside = [unsecret(secret(flip ? [for n in [1] : { n = n }] : [{ n = 2, m = "x" }]))]

output listsOfObjects {
  value = listsOfObjects
}

output listsOfLists {
  value = listsOfLists
}

output mapsOfObjects {
  value = mapsOfObjects
}

output keptInside {
  value = keptInside
}

// Lists of lists of maps, which Go's SDK has no named type for.
listsOfListsOfMaps = [[{ a = "x" }], [{ b = "y" }, { c = flip ? "z" : "w" }]]
heldListsOfListsOfMaps = [[{ a = secret("x") }]]

output listsOfListsOfMaps {
  value = listsOfListsOfMaps
}

output heldListsOfListsOfMaps {
  value = heldListsOfListsOfMaps
}
