# secret (and the outputs made of values) of a conditional between object
# constructors of different keys, one holding outputs: the value is the
# map of their unified type, which the map input takes.
config "flag" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "ranged" "random:index/randomUuid:RandomUuid" {
  keepers = secret(flag ? {
    ("x-y") = range.value
  } : {
    "null" = "a"
    "for"  = "b"
  })
  options {
    range = secret(["p", "q"])
  }
}

resource "single" "random:index/randomUuid:RandomUuid" {
  keepers = secret(!flag ? { a = "x" } : { b = pet.id, c = "y" })
}

output "chosen" {
  value = secret(flag ? [pet.id, "z"] : ["w"])
}
