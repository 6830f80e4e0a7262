// An object and the map a for expression builds are of different types:
// never equal, even when both are empty, nor when the map holds what the
// object does.
config "flag" "bool" {
  default = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

emptyOfEmpty = {} == { for k, v in [] : "k${k}" => v }
chosenOfEmpty = (flag ? {} : {}) != { for k, v in {} : k => v }
sameContents = { a = "x" } == { for k, v in { a = "x" } : k => v }
secretOfEmpty = secret({} == { for k, v in [] : "k${k}" => v })

output "emptyOfEmpty" {
  value = emptyOfEmpty
}

output "chosenOfEmpty" {
  value = chosenOfEmpty
}

output "sameContents" {
  value = sameContents
}

output "secretOfEmpty" {
  value = secretOfEmpty
}

output "overOutputs" {
  value = {} == { for k, v in shuffle.results : "k${k}" => v if v == "none" }
}

output "mapsOfMaps" {
  value = { for k, v in [] : "k${k}" => v } == { for k, v in {} : k => v }
}
