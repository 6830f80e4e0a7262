# Joining a list with a null element is an error: the run fails at the
# join of the list of optional strings, plain or gathered from outputs.
config "names" "list(optional(string))" {
  default = ["a", null]
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["x"]
  seed = "s"
}

output "gathered" {
  value = join("-", [shuffle.seed, shuffle.seed])
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = join("-", names)
}
