# A resource ranged over the result of an invoke given a secret: the binder
# types the invoke a promise, which backends resolve first, but every
# backend reads the secret as an output, so the invoke is made in its
# output form and the references to the resources are outputs of their
# collection, in splats, loops and as a whole.
config "pattern" "string" {
  default = "ubuntu-*"
  secret  = true
}

image = invoke("aws:ec2/getAmi:getAmi", {
  nameRegex = "${pattern}-arm"
  owners    = ["self"]
})

resource "pets" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = image.owners
  }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = pets[*].id
}

resource "counted" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for p in pets : p.prefix]
  options {
    range = 2
  }
}

output "count" {
  value = length(pets)
}
