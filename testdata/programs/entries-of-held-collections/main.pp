// entries of a collection that holds outputs without being one: each
// entry's value is the element as it is, an output or a plain value, and
// the keys are plain.
resource "pw" "random:index/randomPassword:RandomPassword" {
  length = 9
}

named = entries({
  "beta"  = "with space"
  "alpha" = "a-${pw.special}"
  "gamma" = secret("hidden")
})

indexed = entries([pw.result, "plain"])

resource "labels" "random:index/randomPet:RandomPet" {
  keepers = { for e in named : e.key => e.value }
  prefix  = indexed[1].value
}

output "keys" {
  value = [for e in named : e.key]
}

output "values" {
  value = [for e in named : e.value]
}

output "indexes" {
  value = [for e in indexed : e.key * 10]
}

output "joined" {
  value = join(",", [for i, e in named : "${i}:${e.key}=${e.value}"])
}

output "filtered" {
  value = [for e in entries({ "x" = pw.result, "y" = "z" }) : e.key if can(e.key)]
}

output "keepers" {
  value = labels.keepers
}
