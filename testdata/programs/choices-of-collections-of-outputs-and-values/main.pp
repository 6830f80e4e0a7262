# Nested choices of objects whose properties are collections of outputs in
# one branch and of plain values in another (a splat of resources' outputs,
# a tuple of numbers; a map of outputs, an object of strings): the
# property's type is the union of the collections, held with the elements
# of each.
config pick bool {
  default = false
}

config size int {
  default = 16
}

resource "passwords" "random:index/randomPassword:RandomPassword" {
  length = 8
  options {
    range = 2
  }
}

lists = (pick ? ((size == 3) ? {
  empty = []
} : {
  specials = passwords[*].minSpecial
  numbers  = passwords[*].minSpecial
}) : {
  numbers = [1.5, 0.1]
  counts  = [for r in passwords[*].result : size]
})

maps = (!pick ? ((size == 3) ? {
  none = {}
} : {
  named = { first = passwords[0].result, second = passwords[1].result }
}) : {
  named = { first = "a", second = "b" }
})

output lists {
  value = lists
}

output maps {
  value = maps
}
