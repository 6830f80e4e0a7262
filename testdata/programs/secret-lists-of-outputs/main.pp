# secret of a list of outputs and values: the output of the list, whose
# elements builtins and loops read plain.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "ranged" "random:index/randomPet:RandomPet" {
  prefix = join("", secret([range.value, "x"]))
  options {
    range = secret(["alpha", "beta"])
  }
}

output "joined" {
  value = join("-", secret([pet.id, "x", pet.separator]))
}

output "count" {
  value = length(secret([pet.id, "y"]))
}

output "upper" {
  value = [for s in secret(["z", pet.id]) : "${s}!"]
}
