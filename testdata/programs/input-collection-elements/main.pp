# Locals that hold outputs among plain values: Go holds each as an input
# collection (pulumi.StringArray, pulumi.Map), whose elements are read as
# outputs, the plain ones too; a secret element keeps its neighbours plain.
config "suffix" "string" {
  default = "dev"
}

resource "pet" "random:index/randomPet:RandomPet" {
}

names = [pet.id, "fixed-${suffix}"]
labels = { id = pet.id, env = "prod" }
mixed = { id = pet.id, size = 3 }
shuffled = {
  "x-y" = ["pre ${suffix}", "post"]
  hidden = secret([])
}
counts = {
  alpha = "a"
  beta = secret(3)
}

resource "second" "random:index/randomPet:RandomPet" {
  prefix = names[1]
  separator = labels["env"]
}

resource "third" "random:index/randomPet:RandomPet" {
  prefix = names[0]
  separator = labels.id
  length = mixed.size
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = shuffled["x-y"]
}

resource "fourth" "random:index/randomPet:RandomPet" {
  prefix = counts.alpha
}

output "firstName" {
  value = names[0]
}

output "sizePlusOne" {
  value = counts.beta + 1
}

output "whole" {
  value = mixed
}

output "listLength" {
  value = length(shuffled["x-y"])
}

output "secondOfList" {
  value = shuffled["x-y"][1]
}
