# Numbers used as list indexes, numbers and bools used as map keys, and a
# splat over a resource ranged over a map. A number index is a whole
# number (an int in Go); a key that is not a string is converted to one,
# as a template converts it; a splat over a map, as over any value that is
# not a list, is a list of the map itself, so `.result` reads the key
# "result".
config "idx" "number" {
  default = 1
}

config "n" "int" {
  default = 0
}

xs = ["a", "b", "c"]
keyed = { "0" = "zero", "1" = "one" }
byIndex = { for k, v in xs : k => v }
byNumber = { for v in [1.5, 2, idx] : v => "n${v}" }
byBool = { for b in [true, false] : b => !b }
positions = { for k, v in xs : v => k }

resource "rl" "random:index/randomString:RandomString" {
  options {
    range = 2
  }
  length = 3 + range.value
}

resource "r" "random:index/randomString:RandomString" {
  options {
    range = { result = 1, other = 2 }
  }
  length = range.value + 3
}

output "picked" {
  value = [xs[idx], xs[n], xs[idx + 1], keyed[n], keyed[idx], byIndex[0], byIndex[idx]]
}

output "pickedResult" {
  value = rl[idx].result
}

output "maps" {
  value = [byIndex, byNumber, byBool["true"], positions["c"]]
}

output "viaSplat" {
  value = r[*].result.result
}
