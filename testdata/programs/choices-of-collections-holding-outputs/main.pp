# Conditionals of a plain condition choosing between a collection that
# holds outputs ([pet.id, "x"]) and an output of a collection, given to
# inputs of resources and invokes: each branch is an output of the
# collection, whatever its elements were.
config flag bool {
  default = true
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

resource image "aws:ec2/ami:Ami" {
  name       = "img"
  tpmSupport = "v2.0"
}

resource shuffled "random:index/randomShuffle:RandomShuffle" {
  inputs  = flag ? [pet.id, "a"] : split(",", pet.id)
  keepers = !flag ? { k = "v" } : { k = pet.id }
}

found = invoke("aws:ec2/getAmi:getAmi", {
  owners = flag ? [image.tpmSupport, "self"] : split(",", image.name)
})

picked = invoke("aws:ec2/getAmi:getAmi", {
  owners = can(notImplemented("nope")) ? [image.tpmSupport, "self"] : split(",", image.imageLocation)
})

output "results" {
  value = [shuffled.results, found.id, picked.id]
}
