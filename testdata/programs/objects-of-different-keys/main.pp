# Lists of object constructors of different keys, which PCL types as a
# tuple of their object types: each element, read alone, is a map of
# strings that a map input takes, plain, secret or read from an output.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

plain = [{
  "x-y"        = "b-2"
  "with space" = "s"
}, {
  "x-y" = "{brace}"
  Key   = "k"
}]

hidden = unsecret(secret([{
  a = "1"
  b = "2"
}, {
  c = "3"
}]))

resource "first" "random:index/randomPet:RandomPet" {
  keepers = plain[0]
}

resource "second" "random:index/randomPet:RandomPet" {
  keepers = hidden[1]
}

output "counts" {
  value = [for o in hidden : length(o)]
}
