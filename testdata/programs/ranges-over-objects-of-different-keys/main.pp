# Resources ranged over lists of object constructors of different keys,
# whose elements Go holds as interface{}s: range.value is read as the
# binder's type, whole, by attribute and by key.
config "extra" "string" {
  default = "e"
}

plain = [{
  "x-y"        = "b-2"
  "with space" = "s"
}, {
  "x-y" = "{brace}"
  Key   = extra
}]

resource "whole" "random:index/randomPet:RandomPet" {
  keepers = range.value
  options {
    range = plain
  }
}

resource "attribute" "random:index/randomPet:RandomPet" {
  prefix = range.value.a
  length = range.key + 1
  options {
    range = [{ a = "x", n = 1 }, { a = "y" }]
  }
}

resource "keyed" "random:index/randomPet:RandomPet" {
  prefix = lookup(range.value, "x-y", "none")
  options {
    range = plain
  }
}
