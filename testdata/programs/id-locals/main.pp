// A local holding a resource's id or urn is a string output: read with
// another output (pulumi.All in Go), it is a string, not a pulumi.ID.
resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

petId = pet.id
petUrn = pet.urn

output same { value = petId == "pre ${petUrn}" }
output joined { value = "${petId}:${length(petUrn)}" }
