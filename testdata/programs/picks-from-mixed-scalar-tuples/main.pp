# Constant picks from tuples of scalars of different types beside outputs
# that may fail (so the tuple is evaluated whole): each element keeps its
# own type, an int beside a number stays an int.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

intOfNumbers   = element([1, 1.5 + pet.length], 0)
numberOfInts   = [3, 7 / pet.length][1]
intBesideText  = element(["x", 1 + pet.length], 1)
boolOfMixed    = [true, pet.length / 2, "y"][0]
textOfMixed    = element([pet.length % 2, "z"], 3)
recovered      = element([1, 16 + pet.length, recover(secret(-3), 4)], 0)

resource "counted" "random:index/randomPet:RandomPet" {
  length = intOfNumbers + 1
  prefix = "${textOfMixed}-${boolOfMixed}"
}

output "intOfNumbers" {
  value = intOfNumbers
}

output "numberOfInts" {
  value = numberOfInts
}

output "intBesideText" {
  value = intBesideText
}

output "recovered" {
  value = recovered * 2
}
