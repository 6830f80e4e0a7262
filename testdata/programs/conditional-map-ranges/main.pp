# Resources ranged over a conditional between two maps: the loop reads the
# entries of whichever the condition picks.
flag = true

resource "tagged" "random:index/randomPet:RandomPet" {
  prefix = "${range.key}-${range.value}"
  options {
    range = flag ? { first = 1, second = 2 } : { third = 3 }
  }
}

output "prefixes" {
  value = [for k, pet in tagged : pet.prefix]
}
