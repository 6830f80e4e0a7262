# A conditional whose branches are of different kinds (a list or map or
# object holding outputs, and a number, a string, a bool or another kind of
# collection) is of the union of their types, of which Go has no one input
# type: each branch is the input of its own type, in a local, a resource's
# input of any type, a list, and an object of an output; nested in another
# conditional too.

config "first" "bool" {
  default = true
}

config "names" "list(string)" {
  default = ["a", "b"]
}

resource "pet" "random:index/randomInteger:RandomInteger" {
  max = 3
  min = 1
}

objectOrBool = first ? { a = pet.result } : false

listOrNumber = first ? [pet.id] : 3

loopOrString = first ? [for n in names : pet.result] : "x"

mapOrList = first ? { for n in names : n => pet.result } : [1]

output "objectOrBool" {
  value = objectOrBool
}

output "listOrNumber" {
  value = listOrNumber
}

output "loopOrString" {
  value = loopOrString
}

output "mapOrList" {
  value = mapOrList
}

resource "stash" "pulumi:index:Stash" {
  input = {
    direct = first ? [for n in names : pet.id] : 0
    held   = objectOrBool
    listed = [listOrNumber, 1]
  }
}

output "stashed" {
  value = stash.output
}

output "nested" {
  value = {
    x = mapOrList
    y = first ? { k = pet.result } : "none"
  }
}

nestedChoice = first ? (length(names) > 1 ? { for n in names : n => pet.result } : {}) : false

output "nestedChoice" {
  value = nestedChoice
}
