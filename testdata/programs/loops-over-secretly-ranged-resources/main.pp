# Loops over the attributes of resources ranged over a secret config (which
# Go holds as an output, so the loop is an apply over it), inside the inputs
# of resources ranged over a secret: the loop's variable is the resolved
# element there, not an output.
config "names" "object({list=list(bool)})" {
  default = {
    list = [true, false]
  }
  secret = true
}

resource "pets" "random:index/randomPet:RandomPet" {
  options {
    range = [for c in names["list"] : -3]
  }
}

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for u in pets[*].urn : u]
  seed   = join(",", [for i, id in pets[*].id : "${i}-${id}" if id != ""])
  options {
    range = secret([true])
  }
}

resource "labelled" "random:index/randomPet:RandomPet" {
  prefix = length({ for i, u in pets[*].urn : "k${i}" => "${u}!" })
  options {
    range = secret({ "a" = 1 })
  }
}
