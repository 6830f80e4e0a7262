// Resources created in an apply on a range that may be secret take the
// range's secrecy on the inputs that read range.key or range.value; Go
// prints such an input as its value alone, so its Go type is the value's:
// arithmetic on optional ints is an int in Go, wherever the binder types it
// as a number.
config "word" "string" {
  default = "x"
  secret  = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = [word, "b"]
  resultCount = 2
}

resource "pets" "random:index/randomPet:RandomPet" {
  length    = range.value % 3 + 1
  separator = "${range.value * 2}"
  options {
    range = [for i in [1, 2] : shuffle.resultCount]
  }
}

resource "ids" "random:index/randomId:RandomId" {
  byteLength = range.value - 1
  prefix     = range.key == 0 ? "first" : "other"
  options {
    range = [for s in shuffle.results : shuffle.resultCount]
  }
}

output "petIds" {
  value = pets[*].id
}
