# Loops over collections holding outputs beside nulls: the variable is
# null for the null element, which reads as null and compares equal to it.
resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

lists   = [for x in [shuffle.results, null] : x]
lengths = [for x in [shuffle.results, null] : x == null ? 0 : length(x)]
scalars = [for i, x in [pet.id, null, "plain"] : x == null ? "none-${i}" : x]
entries = { for k, v in { a = pet.id, b = null } : k => v == null ? "unset" : v }

output "results" {
  value = [lists, lengths, scalars, entries]
}
