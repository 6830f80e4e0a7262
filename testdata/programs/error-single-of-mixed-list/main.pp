# singleOrNone of a list of more than one element is an error, here a list
# of an optional string read from a resource and of plain strings, which
# Go holds as values of different types.
resource "fn" "aws:lambda/function:Function" {
  role = "alpha"
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = singleOrNone([fn.runtime, "x", "b-2"])
}
