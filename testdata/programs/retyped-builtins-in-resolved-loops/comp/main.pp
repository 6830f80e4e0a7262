config "enabled" "bool" {}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b", "c"]
  resultCount = range.key + 1
  options {
    range = [for x in [1, 2] : 0.25 if enabled]
  }
}

output "counts" {
  value = [for count in shuffle[*].resultCount : (1 + count) - try(count, 6)]
}
