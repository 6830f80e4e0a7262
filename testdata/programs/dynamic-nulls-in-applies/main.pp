# Dynamic values computed in applies and given to optional inputs: a null
# among them leaves the input unset, as it does outside an apply, where
# converting it to a string failed in Go (a string was required, fuzz
# seeds 9548, 9554 and 9556).
config "settings" "any" {
  default = {
    name  = null
    count = 3
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "none" "random:index/randomPet:RandomPet" {
  prefix = singleOrNone(pet.length > 1 ? [] : [])
}

resource "named" "random:index/randomPet:RandomPet" {
  prefix = pet.length > 1 ? settings.name : "x"
  length = pet.length > 5 ? settings.name : settings.count
}

resource "some" "random:index/randomPet:RandomPet" {
  prefix = singleOrNone(pet.length > 1 ? ["one"] : [])
}

output "ids" {
  value = [none.id, named.id, some.id]
}
