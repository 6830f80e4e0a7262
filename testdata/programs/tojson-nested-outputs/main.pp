# toJSON resolves the outputs its argument holds at any depth, also those
# no part of the argument shows: a local holding a list with an output is
# a list of outputs, not a value an apply over the visible outputs could
# encode.
config "ratio" "number" {
  default = 2.5
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "other" "random:index/randomPet:RandomPet" {
  length = 3
}

names = [other.id, "fixed"]

output "mixed" {
  value = toJSON({
    name  = pet.id
    names = names
  })
}

output "withNumbers" {
  value = toJSON({
    name  = pet.id
    ratio = ratio
    names = names
  })
}

output "inTemplate" {
  value = "names=${toJSON(names)} pet=${pet.id}"
}
