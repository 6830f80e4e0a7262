# A component whose outputs are its resources: one resource, the list of a
# resource ranged over a number, the map of one ranged over a map, an
# optional one (ranged over a bool), a tuple of resources, and a plain
# output beside them.
config "withExtra" "bool" {
  default = true
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 8
}

resource "pets" "random:index/randomPet:RandomPet" {
  options {
    range = 2
  }
  length = range.value + 1
}

resource "keyed" "random:index/randomPet:RandomPet" {
  options {
    range = {
      a = "alpha"
      b = "beta"
    }
  }
  prefix = range.value
}

resource "extra" "random:index/randomPet:RandomPet" {
  options {
    range = withExtra
  }
  length = 3
}

output "createdResource" {
  value = password
}

output "list" {
  value = pets
}

output "byKey" {
  value = keyed
}

output "maybeExtra" {
  value = extra
}

output "pair" {
  value = [pets[1], pets[0]]
}

output "length" {
  value = password.length
}
