resource "flag" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["true"]
}

component "comp" "./comp" {
  enabled = flag.results[0] == "true"
}

output "counts" {
  value = comp.counts
}
