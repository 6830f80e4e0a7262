# A grouping loop that a conditional unifies with objects of other shapes
# ({} and { alpha = [] }) gives a map whose values are a union, which Go
# holds as interface{}s: each group is still the list of its members
# (fuzz seed 10190).
config "on" "bool" {
  default = false
}

config "names" "list(string)" {
  default = ["a", "bb", "cc", "d"]
}

resource "pass" "random:index/randomPassword:RandomPassword" {
  length = 8
}

byLength = on ? ((2 > 5) ? {} : {
  alpha = []
  beta  = []
}) : { for n in names : "k${length(n)}" => n... }

byDynamicKey = on ? {} : { for i in range(3) : try(notImplemented("no"), "fixed") => "v${i}"... }

eventual = pass.special ? ((1 > 2) ? {} : { alpha = [] }) : { for n in names : "${n}!" => length(n)... }

output "byLength" {
  value = byLength
}

output "byDynamicKey" {
  value = byDynamicKey
}

output "eventual" {
  value = eventual
}
