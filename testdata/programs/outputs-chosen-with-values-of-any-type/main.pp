# Conditionals whose one branch holds outputs and whose other holds values
# of any type: the binder unifies them as collections of values of any
# type (list(dynamic)), which still hold the outputs when the first branch
# is chosen. Reading them in templates, inputs and outputs reads the
# outputs' values.
config "pick" "bool" {
  default = true
}

resource "numbers" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 5
  options {
    range = 2
  }
}

listed = pick ? numbers[*].max : [try(notImplemented("not here"), 1)]

keyed = pick ? { for i, n in numbers : "k${i}" => n.result } : { "k0" = try(notImplemented("not here"), 2) }

resource "pet" "random:index/randomPet:RandomPet" {
  length = listed[0]
  prefix = "p${keyed["k0"]}"
}

output "listed" {
  value = listed
}

output "text" {
  value = "first ${listed[0]}, count ${length(listed)}"
}

output "keyed" {
  value = keyed
}
