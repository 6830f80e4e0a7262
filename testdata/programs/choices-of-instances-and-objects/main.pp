// Choices between a resource (or a component) and an object constructor:
// the instance is given as the object of its outputs the choice's type
// names, and read by key.
config "flag" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

component "holder" "./compa" {
}

petOrObject = flag ? pet : { id = "x" }
holderOrObject = !flag ? { named = "y" } : holder
objectOrHolder = flag ? { named = "z" } : holder

output "petId" {
  value = petOrObject.id
}

output "petLength" {
  value = try(petOrObject.length, 0)
}

output "named" {
  value = holderOrObject.named
}

output "otherNamed" {
  value = objectOrHolder.named
}

output "holderUrn" {
  value = holder.urn
}

output "chosenUrn" {
  value = objectOrHolder.urn
}
