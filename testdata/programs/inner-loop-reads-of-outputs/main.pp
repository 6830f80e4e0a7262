# Loops inside a loop over an output whose bodies read both the outer loop's
# variables and outputs of their own elements: the inner loops stay in the
# outer apply's callback, so their outputs are read there, by applies of
# their own, and never outside the loop that binds them.
resource "seed" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "pets" "random:index/randomPet:RandomPet" {
  length = 3
  prefix = "p${range.key}"
  options {
    range = [seed.id, "b"]
  }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

# The value reads an output of the inner element and the outer key.
byKey = [for k, v in pets[*].prefix : [for p in pets : "${k}-${p.length}-${p.id}"]]

# The filter reads one.
filtered = [for k, v in pets[*].prefix : [for p in pets : k if p.length > k]]

# The inner key of a map loop reads one.
keyed = [for k, v in pets[*].prefix : { for p in pets : "${p.prefix}${k}" => v }]

# The inner elements are outputs, read with an index into them.
nested = [for k, v in pets[*].prefix : [for r in [shuffle.results, shuffle.inputs] : "${k}${r[0]}"]]

# Three levels, the innermost reading every loop's variable.
deep = [for i, a in pets[*].prefix : [for j, b in pets : [for c in pets : "${i}${j}${c.id}${b.prefix}"]]]

output "byKey" {
  value = byKey
}

output "filtered" {
  value = filtered
}

output "keyed" {
  value = keyed
}

output "nested" {
  value = nested
}

output "deep" {
  value = deep
}
