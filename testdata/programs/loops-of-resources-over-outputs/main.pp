// Resources and components as the values of for expressions over outputs:
// lists and maps of them, read for their outputs.
resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

component "holder" "./compa" {
  name = "x"
}

pets = [for s in shuffle.results : pet]
petsByName = { for s in shuffle.results : s => pet }
holders = [for s in shuffle.results : holder if s != "c"]
holdersByName = { for s in shuffle.results : s => holder }

output "count" {
  value = length(pets)
}

output "ids" {
  value = pets[*].id
}

output "lengths" {
  value = { for k, p in petsByName : k => p.length }
}

output "named" {
  value = [for h in holders : h.named]
}

output "pets" {
  value = pets
}

output "namedWithId" {
  value = [for h in holders : "${h.named}-${shuffle.id}"]
}

output "namedByName" {
  value = { for k, h in holdersByName : k => h.named }
}
