// Resources ranged over empty tuples, plain or secret, whose inputs read
// range.value as a number and as a string: there are no instances, and
// TypeScript's type of the elements of [] (never) has no members.
config "count" "int" {
  default = 2
}

resource "none" "random:index/randomPet:RandomPet" {
  length = range.value % 4
  prefix = "p-${range.key}"
  options {
    range = []
  }
}

resource "hidden" "random:index/randomPet:RandomPet" {
  length    = range.value - range.key
  separator = range.value ? "-" : "+"
  options {
    range = secret([])
  }
}

resource "chosen" "random:index/randomPet:RandomPet" {
  length = range.value.size
  options {
    range = count > 5 ? [] : []
  }
}

output "counts" {
  value = [length(none), length(hidden), length(chosen)]
}
