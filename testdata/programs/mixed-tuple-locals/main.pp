// A local tuple of values of different types, one an empty list (any[]),
// read at constant indices: each element is of its own type, not the union
// TypeScript infers for an array literal.
config "name" "string" {
  default = "x"
}

mixed = [secret([]), [name, ""]]
pair = [secret(name), 2]

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = pair[0]
  length = pair[1]
}

output "first" {
  value = { for i, v in mixed[0] : "k${i}" => v }
}
