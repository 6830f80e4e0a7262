# Locals that nothing reads are still computed: an invoke in one is made,
# even in its output form (its arguments are outputs), and a local
# computed from outputs runs. Go waits for such locals at the end of the
# program, since its SDK runs an apply only for whoever waits for it.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

unusedAmi = invoke("aws:ec2/getAmi:getAmi", {
  owners     = [pet.id]
  mostRecent = true
})

unusedName = "${pet.id}-unused"

unusedLength = length(unusedName) + 1

output "petId" {
  value = pet.id
}
