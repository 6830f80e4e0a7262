# A choice of plain condition and eventual branches, nested inside another
# choice, whose branches convert where the outer choice's value is taken:
# an int beside an optional number, an int or a bool beside an optional
# string. Each branch is converted where it is, so the inner choice is of
# the converted type (not a union of an int and an optional number).
config "on" "bool" {
  default = true
}
config "off" "bool" {
  default = false
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

optionalNumber = secret(on ? 2.5 : null)
optionalText   = secret(on ? "t" : null)

# number
innerInt     = (on ? 1.5 : (off ? 3 : optionalNumber))
innerIntHeld = (off ? 1.5 : (on ? 3 : optionalNumber))
innerNumber  = (off ? 1.5 : (off ? 3 : optionalNumber))
deeper       = (off ? 0.5 : (off ? 1.5 : (on ? 7 : optionalNumber)))
countOrInt   = (off ? 1.5 : (on ? 4 : shuffle.resultCount))

# string
intAsText    = (off ? "s" : (on ? 3 : optionalText))
boolAsText   = (off ? "s" : (on ? true : optionalText))
countAsText  = (off ? "s" : (on ? shuffle.resultCount : optionalText))
textHeld     = (off ? "s" : (off ? 3 : optionalText))

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = (off ? "p" : (on ? 12 : optionalText))
}

output "innerInt" {
  value = innerInt
}
output "innerIntHeld" {
  value = innerIntHeld
}
output "innerNumber" {
  value = innerNumber
}
output "deeper" {
  value = deeper
}
output "countOrInt" {
  value = countOrInt
}
output "intAsText" {
  value = intAsText
}
output "boolAsText" {
  value = boolAsText
}
output "countAsText" {
  value = countAsText
}
output "textHeld" {
  value = textHeld
}
output "prefix" {
  value = pet.prefix
}
