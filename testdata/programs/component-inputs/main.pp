# Instances pass the component outputs and plain values alike: inputs that
# receive an output are pulumi inputs in the component's args.
resource "seed" "random:index/randomInteger:RandomInteger" {
  min = 2
  max = 5
}

component "fromOutput" "./pet" {
  length = seed.result
  prefix = "out"
}

component "fromPlain" "./pet" {
  length = 3
  prefix = "plain"
}

output "outputName" {
  value = fromOutput.name
}

output "plainName" {
  value = fromPlain.name
}

# Two instances that take each other's outputs: the one created first reads
# the other's through a deferred output.
component "left" "./pet" {
  length = 2
  prefix = right.suffix
}

component "right" "./pet" {
  length = 2
  prefix = left.suffix
}

output "leftName" {
  value = left.name
}

# Components ranged over an output: Go holds them in a pulumi.AnyOutput.
resource "words" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["x", "y"]
}

component "perWord" "./pet" {
  options {
    range = words.results
  }
  length = 1
  prefix = range.value
}

output "firstWordName" {
  value = perWord[0].name
}
