# A conditional over outputs (range.value of a secret range) whose plain
# branch is of another type than the result: an empty list where the other
# branch holds strings.
config "first" "bool" {
  default = true
}

resource "listed" "random:index/randomShuffle:RandomShuffle" {
  inputs = first ? [for s in ["x", "y"] : range.value if s != range.value] : []
  options {
    range = secret(["a", "b"])
  }
}

resource "empties" "random:index/randomShuffle:RandomShuffle" {
  inputs = !first ? [for s in ["x", "y"] : range.value if s != range.value] : []
  options {
    range = secret(["a"])
  }
}
