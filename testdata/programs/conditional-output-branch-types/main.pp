// Conditionals whose branches are outputs, or hold outputs, of other types
// than the conditional's result.
config "flag" "bool" {
  default = true
}

config "limits" "map(number)" {
  default = {
    a = 1.5
  }
}

config "maybe" "int" {
  nullable = true
  default  = 4
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "pets" "random:index/randomPet:RandomPet" {
  length = 1
  options {
    range = 2
  }
}

// A map of numbers where the other branch is a map of strings.
mixedMaps = flag ? secret(limits) : secret({ a = "x" })

// An optional int where the other branch is a number.
widened = flag ? secret(maybe) : 2.5

// A plain list holding outputs where the other branch is an output.
heldList = flag ? [pet.id, "x"] : secret(["y"])

// A plain branch computed with statements of its own.
encoded = !flag ? pet.id : toJSON({ a = 1 })

// The length of one of two lists of outputs.
chosenCount = length(flag ? pets[*].id : [pet.id])

resource "sized" "random:index/randomPet:RandomPet" {
  length = chosenCount
  prefix = encoded
}

output "mixedMaps" {
  value = mixedMaps
}

output "widened" {
  value = widened
}

output "heldList" {
  value = heldList
}

// A conditional holding outputs given where a value of any type is taken.
output "anyValue" {
  value = [flag ? { name = pet.id } : {}]
}
