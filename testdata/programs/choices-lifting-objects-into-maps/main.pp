# A conditional whose one branch is a list of outputs of maps (a loop over a
# resource's output map, beside an object constructor) and whose other is a
# plain list of objects (a loop's objects, a local's list of objects, a list
# constructor of objects): the plain branch's elements are lifted to outputs
# of the map the unification holds, which TypeScript's pulumi.output would
# type as outputs of the objects' own types, which no Output of a map takes.
# The class: the plain branch a loop or a local; its objects of strings, of
# numbers, or of both given as a map of strings (each value converted as its
# own type needs); tuples lifted as lists; in a local, a resource's input and
# an output.

config "cond" "bool" {
  default = true
}

config "names" "list(string)" {
  default = ["a", "b"]
}

resource "pet" "random:index/randomPet:RandomPet" {
  keepers = {
    "a" = "b"
  }
}

objects = [for n in names : {
  "k1"  = "100%"
  "x-y" = n
}]

looped = cond ? [{ for k, v in pet.keepers : "k${k}" => v }, {
  "with space" = "true"
  "k1"         = "x.y"
}] : [for n in names : {
  "k1"  = "100%"
  "x-y" = n
}]

fromLocal = !cond ? [{ for k, v in pet.keepers : k => v }] : objects

numbers = cond ? [{ for k, v in pet.keepers : k => length(v) }] : [for i, n in names : {
  "index" = i
  "size"  = length(n)
}]

mixed = cond ? [{ for k, v in pet.keepers : k => v }] : [for i, n in names : {
  "index" = i
  "name"  = n
}]

tuples = cond ? [[for k, v in pet.keepers : v]] : [for n in names : [n, "x"]]

resource "stash" "pulumi:index:Stash" {
  input = cond ? [{ for k, v in pet.keepers : "x${k}" => v }] : [for n in names : { "name" = n }]
}

output "looped" {
  value = looped
}

output "fromLocal" {
  value = fromLocal
}

output "numbers" {
  value = numbers
}

output "mixed" {
  value = mixed
}

output "tuples" {
  value = tuples
}

output "stashed" {
  value = stash.output
}
