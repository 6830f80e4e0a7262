# lookup reads an object whose attributes are plain values and outputs of
# one type, so its result is an input of that type.
resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

names = ["x", lookup({
  plain  = "alpha"
  ("id") = pet.id
}, "missing", "fallback"), lookup({ a = "b", c = pet.id }, "c", "d")]

output second {
  value = names[1]
}
output third {
  value = "${names[2]}!"
}
