# singleOrNone of a list whose elements are collections holding outputs
# (lists of a resource's optional outputs, maps of them), in an object of
# values of several types: none is a null output of the untyped collection
# Go holds, one is that collection.
resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a"]
  seed   = "s"
}

held = {
  none   = singleOrNone([for k, v in [] : shuffle[*].seed])
  one    = singleOrNone([for k, v in [1] : shuffle[*].seed])
  keyed  = singleOrNone([for v in [] : { seed = shuffle.seed }])
  number = 1.5
}

output "none" {
  value = held.none
}

output "one" {
  value = held.one
}

output "keyed" {
  value = held.keyed
}
