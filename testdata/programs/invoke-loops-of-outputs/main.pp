# Loops over a plain invoke's list whose values are outputs: a promise of a
# list of outputs, read by the builtins that pick an element.
ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
})

resource "pet" "random:index/randomPet:RandomPet" {
}

ids = [for owner in ami.owners : pet.id]
named = { for owner in ami.owners : owner => "${owner}-${pet.id}" }

resource "single" "random:index/randomPet:RandomPet" {
  prefix = singleOrNone([for owner in ami.owners : pet.id])
}

resource "picked" "random:index/randomPet:RandomPet" {
  prefix = element(ids, 0)
  keepers = {
    looked = lookup(named, "self", "none")
    count  = length(ids)
    first  = ids[0]
    only   = singleOrNone(ids)
  }
}

output "entries" {
  value = [for e in entries(named) : e.value]
}
