# A conditional of values of any type (a map beside a string or an empty
# object) whose branch is an output of a collection of optional values (a
# choice of a resource's map output and a loop's map of an optional output,
# a list of optional outputs), which Go holds as a pulumi.Map or
# pulumi.Array, whose value is a map[string]interface{} or []interface{}:
# the branch is read as that, in a local, an output and a resource's input.

config "first" "bool" {
  default = true
}

config "second" "bool" {
  default = true
}

config "names" "list(string)" {
  default = ["a", "b"]
}

resource "pet" "random:index/randomInteger:RandomInteger" {
  max = 3
  min = 1
  keepers = {
    "a" = "b"
  }
}

maps = first ? (second ? pet.keepers : { for n in names : n => pet.seed }) : "none"

lists = first ? (second ? [for n in names : pet.seed] : [pet.id]) : 3

resource "uuid" "random:index/randomUuid:RandomUuid" {
  keepers = first ? (second ? pet.keepers : { for n in names : "k${n}" => pet.seed }) : {}
}

output "maps" {
  value = maps
}

output "lists" {
  value = lists
}

output "keepers" {
  value = uuid.keepers
}
