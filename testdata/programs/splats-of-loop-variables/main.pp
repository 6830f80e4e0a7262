resource "pet" "random:index/randomPet:RandomPet" {}

component "shuffled" "./comp" {
  enabled = pet.id != ""
}

output "counts" {
  value = shuffled.counts
}

output "keyed" {
  value = shuffled.keyed
}

output "nonEmpty" {
  value = shuffled.nonEmpty
}
