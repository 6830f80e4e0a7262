// Resources ranged over an output, whose instances a for expression reads
// for their optional properties, given to inputs of maps and lists of
// strings.
resource "seeds" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

resource "strings" "random:index/randomString:RandomString" {
  length          = 8
  overrideSpecial = "{brace}"
  options {
    range = seeds.results
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
  keepers = { for i, s in strings : "k${i}" => s.overrideSpecial }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for s in strings : s.overrideSpecial]
}

resource "splatted" "random:index/randomShuffle:RandomShuffle" {
  inputs = strings[*].overrideSpecial
}

output "keepers" {
  value = pet.keepers
}

output "shuffled" {
  value = shuffle.inputs
}
