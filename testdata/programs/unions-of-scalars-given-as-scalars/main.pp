# A choice of an int and an optional value of another scalar type is a
# union of them, which keeps the value chosen (3 stays an int beside an
# optional string). Given where a scalar is taken, it converts as PCL
# converts a value of any type, and null stays null where null is taken.
config "on" "bool" {
  default = true
}
config "off" "bool" {
  default = false
}

optionalNumber = secret(on ? 2.5 : null)
optionalText   = secret(on ? "t" : null)
plainText      = (on ? "t" : null)

intOrNumber   = (off ? 3 : optionalNumber)
intOrText     = (off ? 3 : optionalText)
plainIntOrText = (off ? 7 : plainText)
chosenInt     = (on ? 4 : optionalText)

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = intOrText
}

resource "plainPet" "random:index/randomPet:RandomPet" {
  prefix = plainIntOrText
}

resource "intPet" "random:index/randomPet:RandomPet" {
  prefix    = chosenInt
  separator = (off ? "-" : intOrText)
}

resource "sized" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b", "c"]
  resultCount = (on ? 2 : intOrNumber)
}

output "prefix" {
  value = pet.prefix
}
output "plainPrefix" {
  value = plainPet.prefix
}
output "intPrefix" {
  value = intPet.prefix
}
output "separator" {
  value = intPet.separator
}
output "number" {
  value = (on ? 1.5 : intOrNumber)
}
output "numberHeld" {
  value = (off ? 1.5 : intOrNumber)
}
output "text" {
  value = (on ? "s" : intOrText)
}
output "values" {
  value = { "number" = intOrNumber, "text" = intOrText, "chosen" = chosenInt }
}
output "template" {
  value = "${intOrNumber}/${intOrText}/${chosenInt}"
}
