# Object-typed config whose default is used: a number property given an
# integer literal holds a number (a float64 in Go), as its reads expect.
config "settings" "object({size=number, name=string, count=int})" {
  default = {
    size  = 3
    name  = "x"
    count = 2
  }
}

config "weights" "list(object({weight=number}))" {
  default = [{ weight = 1 }, { weight = 2.5 }]
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = settings.count
  prefix = settings.name
}

output "size" {
  value = settings.size + weights[0].weight
}

output "name" {
  value = pet.id
}
