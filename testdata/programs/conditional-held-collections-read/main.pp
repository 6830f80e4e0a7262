# Elements read from conditionals whose branches are both collections of
# outputs (neither branch plain): by a constant index, by an attribute, by
# element, lookup and a computed index, with branches of the same and of
# different shapes, nested and parenthesized.
config on bool {
  default = true
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

same      = (on ? [secret(1)] : [secret(2)])[0]
differ    = (on ? [pet.length, secret(3)] : [secret(4)])[0]
nested    = (on ? (!on ? [pet.id] : [secret("x")]) : [pet.prefix])[0]
attribute = (on ? { a = pet.id } : { a = secret("y") }).a
elem      = element(on ? [pet.id, pet.id] : [secret("z")], 3)
looked    = lookup(on ? { k = pet.id } : { k = secret("w") }, "k", "none")
computed  = (on ? [secret(5), pet.length] : [secret(6), pet.length])[length(shuffle.inputs) - 1]
counted   = length(on ? [secret(7)] : [pet.length, pet.length])

resource chosen "random:index/randomPet:RandomPet" {
  length = (on ? [pet.length] : [secret(2)])[0]
  prefix = (on ? { p = pet.id } : { p = "q" }).p
}

output "reads" {
  value = [same, differ, nested, attribute, elem, looked, computed, counted, chosen.prefix]
}
