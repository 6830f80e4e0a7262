# A range of any type makes what its value makes when the program runs:
# a list one instance per element, a map one per key, a number that many,
# true one named as the resource and false none.
config "counts" {}
config "names" {}
config "flags" {}
config "nothing" {}

picked = try(notImplemented("no"), ["a", "b"])

resource "fromList" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = picked
  }
}

resource "fromMap" "random:index/randomPet:RandomPet" {
  prefix = "${range.key}-${range.value}"
  options {
    range = names
  }
}

resource "fromCount" "random:index/randomPet:RandomPet" {
  length = range.value
  options {
    range = counts
  }
}

resource "fromBool" "random:index/randomPet:RandomPet" {
  prefix = "${range.key}"
  options {
    range = flags
  }
}

resource "fromFalse" "random:index/randomPet:RandomPet" {
  options {
    range = nothing
  }
}

output "listIds" {
  value = [for p in fromList : p.id]
}

resource "fromSecret" "random:index/randomPet:RandomPet" {
  prefix = "${range.key}"
  options {
    range = secret(names)
  }
}

resource "fromTry" "random:index/randomPet:RandomPet" {
  options {
    range = try(notImplemented("not here"), false)
  }
}

output "secretCount" {
  value = length(fromSecret)
}

component "perName" "./pets" {
  label = "${range.key}"
  options {
    range = names
  }
}

output "componentIds" {
  value = [for c in perName : c.petId]
}
