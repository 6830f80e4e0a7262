# toJSON writes what cty's jsonencode writes: keys sorted, no spaces,
# <, > and & escaped, null values kept and numbers in plain digits.
config "owner" "string" {
  default = "Ops <ops@example.com> & friends"
}

config "ratio" "number" {
  default = 2.5
}

config "huge" "number" {
  default = 2500000000000000000000
}

resource "pet" "random:index/randomPet:RandomPet" {}

document = {
  zeta    = "last"
  alpha   = "first"
  owner   = owner
  nothing = null
  counts  = [1, 2, 3]
  nested = {
    b = true
    a = ratio
  }
}

output "plain" {
  value = toJSON(document)
}

output "numbers" {
  value = toJSON([ratio, huge, 1.0, 0.000000025])
}

output "withOutput" {
  value = toJSON({
    name = pet.id
    kind = "pet"
  })
}
