# A value of any type (singleOrNone of a list whose elements have no known
# type, here a list of lists) given to a list or a map input converts to
# that input's type, plain or an output (a secret), and a null leaves the
# input unset.
resource "fromPlain" "random:index/randomShuffle:RandomShuffle" {
  inputs = singleOrNone([["a", "b"]])
}

resource "fromSecret" "random:index/randomShuffle:RandomShuffle" {
  inputs  = singleOrNone(secret([["c", "d"]]))
  keepers = singleOrNone(secret([{ k = "v" }]))
}

resource "fromEmptySecret" "random:index/randomShuffle:RandomShuffle" {
  inputs  = ["e"]
  keepers = singleOrNone(secret([]))
}

output "plainInputs" {
  value = fromPlain.inputs
}

output "secretInputs" {
  value = fromSecret.inputs
}

output "keepers" {
  value = [fromSecret.keepers, fromEmptySecret.keepers]
}
