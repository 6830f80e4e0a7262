# Dividing by zero is an error: the run fails there. The divisor is computed
# from a resource's output (the pet's length less 2, which is 0), so the
# division happens when the output is known; the remainder by it would fail
# the same way.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

divisor = pet.length - 2

resource "name" "random:index/randomString:RandomString" {
  length = 16 / divisor
}

output "remainder" {
  value = 16 % divisor
}
