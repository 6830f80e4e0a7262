config "label" "string" {
  default = "unused"
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "other" "random:index/randomPet:RandomPet" {
  length = 3
}

size = 3

# Each value reads a node that lowering drops: a constant index picks one
# element of a tuple, a constant condition one branch.
picked = [size, pet.length][0]
fixed  = element([1, other.length], 0)
chosen = true ? "fixed" : label

output "sum" {
  value = picked + fixed
}

output "chosen" {
  value = chosen
}
