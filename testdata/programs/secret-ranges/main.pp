# Resources ranged over secret collections: the collection of resources
# is no secret, as PCL has it, though the apply that creates them runs on
# a secret (each backend unsecrets the range it applies on).
resource pets "random:index/randomPet:RandomPet" {
  options {
    range = secret(["a", "b"])
  }
  length = 2
}

resource none "random:index/randomPet:RandomPet" {
  options {
    range = secret([])
  }
}

resource keyed "random:index/randomPet:RandomPet" {
  options {
    range = secret({ x = 1, y = 2 })
  }
  length = 3
}

resource maybe "random:index/randomPet:RandomPet" {
  options {
    range = secret(true)
  }
}

output ids {
  value = pets[*].id
}

output count {
  value = length(pets)
}

output empty {
  value = none[*].urn
}

output keyedCount {
  value = length(keyed)
}
