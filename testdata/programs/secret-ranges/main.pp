# Resources ranged over secret collections: the collection of resources
# is no secret, as PCL has it, though the apply that creates them runs on
# a secret (each backend unsecrets the range it applies on). range.key and
# range.value of a secret range are secret, and so are the inputs read from
# them, however deep.
resource pets "random:index/randomPet:RandomPet" {
  options {
    range = secret(["a", "b"])
  }
  length = 2
  prefix = range.value
  separator = "${range.key}-"
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
  length = range.value + 1
  keepers = { for i in range(2) : "k${i}" => "${range.key}${i}" if i < range.value }
}

config names "list(string)" {
  default = ["n"]
  secret  = true
}

sizes = [for n in names : length(n)]

resource fromConfig "random:index/randomPet:RandomPet" {
  options {
    range = sizes
  }
  length = range.value
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
