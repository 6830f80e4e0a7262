config "enabled" "bool" {
  default = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]

  options {
    range = [enabled, true]
  }
}

output "counts" {
  value = [for i, results in shuffle[*].results : length(results[*])]
}

output "keyed" {
  value = { for i, results in shuffle[*].results : "shuffle${i}" => join("-", results[*]) }
}

output "nonEmpty" {
  value = [for i, results in shuffle[*].results : i if length(results[*]) > 0]
}
