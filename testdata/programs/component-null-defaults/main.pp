# A component whose config defaults are null, given values, given nothing,
# and given outputs (so that Go reads each as an output, a null one where
# an instance leaves it out).
resource "pet" "random:index/randomPet:RandomPet" {
}

component "given" "./nulls" {
  count   = 2
  label   = "x"
  enabled = false
  ratio   = 1.5
  names   = ["a", "b"]
  sizes   = { s = 1 }
  owner   = { name = "me" }
}

component "empty" "./nulls" {
}

component "eventual" "./nulls" {
  count   = length(pet.id)
  label   = pet.id
  enabled = pet.id != ""
  ratio   = length(pet.id) * 0.5
  names   = [pet.id]
  sizes   = { s = length(pet.id) }
  owner   = { name = pet.id }
}

output "given" {
  value = [given.count, given.label, given.enabled, given.ratio, given.names, given.sizes, given.owner]
}

output "empty" {
  value = [empty.count, empty.label, empty.enabled, empty.ratio, empty.names, empty.sizes, empty.owner]
}

output "eventual" {
  value = [eventual.count, eventual.label, eventual.enabled, eventual.ratio, eventual.names, eventual.sizes, eventual.owner]
}

component "plainGiven" "./plain" {
  count = 3
  label = "y"
  names = ["c"]
  owner = { name = "you" }
}

component "plainEmpty" "./plain" {
}

output "plain" {
  value = [plainGiven.summary, plainEmpty.summary]
}
