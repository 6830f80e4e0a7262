// Conditionals between an empty list and a local holding one, in secrets,
// ranges and objects: TypeScript is given the branches' common type, which
// must take both the literal [] and the local.
config "pick" "bool" {
  default = false
}

none = []

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
  options {
    range = secret(false ? none : (pick ? none : []))
  }
}

output "secretEmpty" {
  value = secret(pick ? none : [])
}

output "nestedEmpty" {
  value = secret(pick ? { items = none } : { items = [] })
}

output "count" {
  value = length(shuffled)
}
