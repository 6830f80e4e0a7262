# A tuple whose element is a conditional of lists of outputs and of plain
# values and outputs: PCL unifies the branches as a list of outputs.
config pick bool {
  default = false
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

chosen = [["x", "y"], (pick ? [pet.id, pet.id] : ["plain", pet.id, pet.id]), 3]
objects = [{ name = "a", on = pet.length > 1 }, pick ? (pick ? { name = "b", on = false } : { name = "c", on = true }) : { name = pet.id, on = true }]

output first {
  value = chosen[1][0]
}
output count {
  value = length(chosen[1])
}
output all {
  value = chosen
}
output objects {
  value = [objects[1].name, objects]
}
