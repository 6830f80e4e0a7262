# An apply over a conditional whose branches are outputs of different
# types: Python's type checker takes the choice as the union of the
# branches' outputs, whose apply takes no one callback.
config flag "bool" {
  default = false
}

objects = (flag ? secret({ a = false, b = false }) : { a = false, b = true, c = null }) == { a = true, b = false, c = 13 }

lists = length(flag ? secret(["x", "y"]) : [1, 2, 3])

scalars = "${flag ? secret(1) : "one"}!"

mapOrObject = (flag ? secret({ k = "v" }) : { k = "w", l = 2 }) == { k = "w", l = 2 }

output objects {
  value = objects
}

output lists {
  value = lists
}

output scalars {
  value = scalars
}

output mapOrObject {
  value = mapOrObject
}
