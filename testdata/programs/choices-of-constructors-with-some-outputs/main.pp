# Conditionals choose between tuples or objects where one branch has an
# output at a position the other has a plain value: the element read
# from the choice is an output whichever branch is taken.

config "useConstants" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
}

flags = useConstants ? [false, true] : [pet.id == "x", false]

names = !useConstants ? { "first" = pet.id, "second" = "b" } : { "first" = "a", "second" = "c" }

listed = useConstants ? ["a", "b"] : [pet.id]

ranged = !useConstants ? [pet.id] : range(2)

nested = [useConstants ? ["q"] : [pet.id], [1, 2]]

resource "suffix" "random:index/randomString:RandomString" {
  length = 4
  keepers = {
    "both" = "v ${flags[0] && flags[1]}"
    "first" = names.first
    "inline" = (useConstants ? ["x", pet.id] : [pet.id, "y"])[0]
  }
}

output "first" {
  value = flags[0]
}

output "names" {
  value = "${names["first"]}-${names.second}"
}

output "lists" {
  value = {
    first = listed[0] == "a"
    ranged = "${ranged[1]}"
    nested = nested[0][0] == "q"
  }
}
