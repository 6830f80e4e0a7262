# A component input set from a resource's output and used inside the
# component as a resource option (replacementTrigger), which takes outputs.
resource "pet" "random:index/randomPet:RandomPet" {
}

component "triggered" "./triggered" {
  trigger = pet.id
}

output "word" {
  value = triggered.word
}
