resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]
  resultCount = 2
}

tupleOfMixed = [shuffle.resultCount * 2, "a"]
objectOfMixed = { doubled = shuffle.resultCount + 1, name = "a" }
mapOfMixed = { "k" = shuffle.resultCount - 1, "n" = true }
loopOfMixed = [for i in [1, 2] : i == 1 ? shuffle.resultCount * i : "x"]
nested = { inner = [shuffle.resultCount % 2, false] }

output "fromTuple" {
  value = tupleOfMixed[0] + 0.5
}
output "fromObject" {
  value = objectOfMixed.doubled
}
output "fromMap" {
  value = mapOfMixed["k"]
}
output "fromLoop" {
  value = loopOfMixed[0]
}
output "fromNested" {
  value = nested.inner[0]
}
