# Component outputs that are resources, read by the program that creates
# the components: in resource inputs, in stack outputs and in dependsOn,
# through a single component, one ranged over a number and one ranged over
# a map.
component "made" "./made" {
}

component "many" "./made" {
  options {
    range = 2
  }
  withExtra = range.value == 0
}

component "keyedMade" "./made" {
  options {
    range = {
      one = false
    }
  }
  withExtra = range.value
}

resource "fromResult" "random:index/randomPet:RandomPet" {
  prefix = made.createdResource.result
  length = made.createdResource.length
}

resource "fromList" "random:index/randomPet:RandomPet" {
  options {
    dependsOn = [made.createdResource, made.list[1], many[0].byKey["b"]]
  }
  prefix = made.list[0].id
}

resource "fromAll" "random:index/randomPet:RandomPet" {
  options {
    dependsOn = made.list
  }
  prefix = "${made.byKey["a"].id}-${made.pair[0].id}-${made.maybeExtra.id}"
}

resource "fromRanged" "random:index/randomPet:RandomPet" {
  prefix = many[1].createdResource.result
  length = length(keyedMade["one"].list)
}

output "resource" {
  value = made.createdResource
}

output "resources" {
  value = made.list
}

output "resourcesByKey" {
  value = made.byKey
}

output "pair" {
  value = made.pair
}

output "extra" {
  value = made.maybeExtra
}

output "missingExtra" {
  value = many[1].maybeExtra
}

output "ids" {
  value = [for p in made.list : p.id]
}

output "keys" {
  value = [for k, p in made.byKey : "${k}:${p.id}"]
}

output "manyResults" {
  value = many[*].createdResource.result
}

output "manyResources" {
  value = [for m in many : m.createdResource]
}

output "keyedIds" {
  value = { for k, m in keyedMade : k => m.list[1].id }
}

output "plainLength" {
  value = made.length
}

# Nodes ranged over those outputs: plain ranges, as the components hold them.
component "nested" "./made" {
  options {
    range = length(made.list)
  }
  withExtra = false
}

resource "perKey" "random:index/randomPet:RandomPet" {
  options {
    range = made.byKey
  }
  prefix = range.key
}

resource "ifExtra" "random:index/randomPet:RandomPet" {
  options {
    range = made.maybeExtra != null
  }
  length = 2
}

output "nestedIds" {
  value = nested[*].list[0].id
}

output "perKeyIds" {
  value = { for k, p in perKey : k => p.id }
}

output "ifExtraId" {
  value = ifExtra.id
}
