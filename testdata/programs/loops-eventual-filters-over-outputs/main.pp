// For expressions over an output whose values are outputs of their own
// (secret of the loop's variable), and whose filter or key reads outputs
// other than through the loop's variables.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "names" "random:index/randomString:RandomString" {
  length = 3
  options {
    range = 2
  }
}

// The collection is an output: the loop's source reads the pet.
picked = [for x in ["a", "b", "c"] : x if pet.length < 3]

// A filter reading an output, not the loop's variable.
filtered = [for v in picked : secret(v) if pet.length == 2]

// A filter reading an element of a list of outputs, never true.
none = { for k, v in picked : "k${k}" => secret(v) if element(names[*].id, 1) == "none" }

// A key reading an output.
keyed = { for k, v in picked : "${pet.length}-${k}" => secret("${v}!") }

// Grouped values, with a filter reading an output and the loop's value.
grouped = { for v in picked : "${pet.length}" => secret(v)... if v != "b" && pet.length > 1 }

resource "keeper" "random:index/randomPet:RandomPet" {
  keepers = { for k, v in picked : "p${k}" => secret(v) if pet.length == 2 }
}

output "filtered" {
  value = filtered
}

output "none" {
  value = none
}

output "keyed" {
  value = keyed
}

output "grouped" {
  value = grouped
}

output "keepers" {
  value = keeper.keepers
}
