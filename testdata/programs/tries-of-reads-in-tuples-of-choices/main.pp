// Tuples whose elements choose between objects of other keys holding
// outputs: a read of a key the chosen object lacks fails, which try
// catches, at any depth of tuples, and the value read is then used.
config "flag" "bool" {
  default = false
}

resource "pet" "random:index/randomPet:RandomPet" {
}

pair    = [{ d = "x" }, flag ? { d = pet.id } : (!flag ? {} : { d = null })]
nested  = [[{ e = 1 }, flag ? { d = pet.id } : {}], "tail"]
chosen  = flag ? { d = pet.id } : {}
present = [{ d = "y" }, !flag ? { d = pet.id } : {}]

output "pair" {
  value = pair
}

output "pairRead" {
  value = try(pair[1].d, "none")
}

output "pairLength" {
  value = length(try(pair[1]["d"], "none"))
}

output "nestedRead" {
  value = try(nested[0][1].d, "deep")
}

output "chosenLength" {
  value = length(try(chosen.d, "none"))
}

output "presentRead" {
  value = try(present[1].d, "none") == pet.id
}
