# Config of no type holds a map or a list only when the program runs; a loop
# without a key variable visits a map's values in key order.
config anything {
  default = { b = 2, a = 1 }
}

config listy {
  default = [3, 1]
}

output values {
  value = [for v in anything : v]
}

output keys {
  value = [for k, v in anything : k]
}

output items {
  value = [for v in listy : v]
}

output filtered {
  value = [for v in anything : v if v != 2]
}

output nested {
  value = [for v in anything : [for w in listy : "${v}-${w}"]]
}

resource pets "random:index/randomPet:RandomPet" {
  options {
    range = length([for v in anything : v])
  }
}

# A key of a value of no type is an index or a string, whichever it holds.
output indexed {
  value = [for k, v in listy : "${k}=${v}"]
}

output byKey {
  value = { for k, v in listy : k => v }
}
