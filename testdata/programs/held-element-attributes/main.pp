// Loops over collections whose elements hold outputs, reading the elements'
// attributes and items where the key or value also reads an output: the
// elements are resolved one by one, and read as the maps and lists Go holds
// them as.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

listed = { for i, e in entries(["p-${pet.length}", "x"]) : "k${i}-${pet.length}" => e.key * 2 }

keyed = { for k, e in {
  a = { n = 1, s = "p-${pet.id}" }
  b = { n = 2, s = "x" }
} : "${k}-${pet.length}" => "${e.s}/${e.n + pet.length}" }

nested = [for i, l in [[1, "a"], [pet.length, "b"]] : "${l[1]}${i}-${pet.length}"]

output "listed" {
  value = listed
}

output "keyed" {
  value = keyed
}

output "nested" {
  value = nested
}
