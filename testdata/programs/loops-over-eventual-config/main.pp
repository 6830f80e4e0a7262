// Loops whose collections hold config variables read as outputs (a
// program's secrets, a component's inputs that instances pass outputs):
// their variables are outputs too, so a range over such a loop creates
// its resources in an apply, and the loops over them are applies.
config "word" "string" {
  default = "w"
  secret  = true
}

resource "pets" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = [for i, w in [for n in ["a", "b"] : word] : w if i > 0]
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
}

component "part" "./part" {
  name = pet.id
}

output "lengths" {
  value = [for w in [word, "xy"] : length(w)]
}
output "partNames" {
  value = part.names
}
