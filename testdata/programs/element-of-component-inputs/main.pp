resource "pet" "random:index/randomPet:RandomPet" {}

component "reads" "./comp" {
  count = length(pet.id)
  counts = pet.id == "" ? [1, 2] : [3, 4]
  named = pet.id == "" ? { pet = 1 } : { pet = 2 }
}

output "first" {
  value = reads.first
}

output "chosen" {
  value = reads.chosen
}

output "found" {
  value = reads.found
}

output "total" {
  value = reads.total
}
