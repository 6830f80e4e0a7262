# A conditional of a plain condition whose branches hold outputs (a secret
# range's keys, in a list), given to a list input: the branch the condition
# chooses is the input.
config "wide" "bool" {
  default = false
}

resource "names" "random:index/randomShuffle:RandomShuffle" {
  inputs = wide ? split(",", "a,b") : ["key-${range.key}", "fixed"]
  options {
    range = secret(["x", "y"])
  }
}

output "inputs" {
  value = names[*].inputs
}
