# Resources ranged over outputs are created inside an apply on the range.
resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["alpha", "bravo", "charlie"]
}

resource "perResult" "random:index/randomString:RandomString" {
  options {
    range = shuffle.results
  }
  length = 8
  keepers = {
    name = range.value
  }
}

resource "labels" "random:index/randomPet:RandomPet" {
  keepers = {
    team = "infra"
    env  = "dev"
  }
}

resource "perLabel" "random:index/randomInteger:RandomInteger" {
  options {
    range = labels.keepers
  }
  min = 0
  max = 10
  keepers = {
    label = "${range.key}=${range.value}"
  }
}

resource "counted" "random:index/randomId:RandomId" {
  options {
    range = length(shuffle.results)
  }
  byteLength = 4
  prefix     = "id-${range.value}"
}

# References to the ranged resources go through applies.
output "first" {
  value = perResult[0].result
}

output "all" {
  value = perResult[*].result
}

output "count" {
  value = length(counted)
}

output "infra" {
  value = perLabel["team"].result
}

# A list whose elements are outputs is resolved whole.
resource "fromTuple" "random:index/randomString:RandomString" {
  options {
    range = [labels.id, shuffle.results[0]]
  }
  length = 6
  keepers = {
    source = range.value
  }
}

resource "fromFor" "random:index/randomString:RandomString" {
  options {
    range = [for r in shuffle.results : labels.keepers[r]]
  }
  length = 6
  keepers = {
    source = range.value
  }
}
