# A conditional of a resource's optional map output (or optional list
# output) and an object (or tuple) constructor is the one map (or list) its
# branches convert to, which Go types it as; a branch that is itself a
# conditional is lowered first, and the conditional rebuilt around it keeps
# that type, where inferring it again gave the union of the branches (a
# value of any type, which a choice made under an eventual condition read
# as no map). The class: map and list branches; the outer choice plain or
# eventual; given as a resource's input, a local and an output.

config "first" "bool" {
  default = true
}

config "second" "bool" {
  default = false
}

config "m" "map(string)" {
  default = {
    "a" = "b"
  }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
  keepers = {
    "a.b" = "with space"
  }
}

resource "plain" "random:index/randomString:RandomString" {
  keepers = second ? (first ? shuffle.keepers : shuffle.keepers) : { "a.b" = "x.y" }
  length  = 3
}

resource "eventual" "random:index/randomString:RandomString" {
  keepers = unsecret(secret(first)) ? secret(m) : (second ? (first ? shuffle.keepers : shuffle.keepers) : { "a.b" = "x.y" })
  length  = 3
}

lists = unsecret(secret(second)) ? ["z"] : (first ? (second ? shuffle.results : shuffle.inputs) : ["x", "y"])

output "plainKeepers" {
  value = plain.keepers
}

output "eventualKeepers" {
  value = eventual.keepers
}

output "lists" {
  value = lists
}
