resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
  keepers = { k = "v" }
}

output "tags" {
  value = shuffle.id == "x" ? shuffle.keepers : { "k1" = shuffle.id }
}

output "groups" {
  value = shuffle.id == "x" ? shuffle.results : [shuffle.id, "plain"]
}

output "keepers" {
  value = shuffle.keepers
}
