# Number literals: digits alone are ints; a literal with a fraction or an
# exponent is a number, which every language reads as the same float64.
config "scale" "number" {
  default = 1e3
}

largest     = 1.7976931348623157e+308
huge        = 1e300
tiny        = 4.9e-324
wholeNumber = 2.0
# The exact value of the largest float64, as the YAML converter writes it.
exactLargest = 179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.0

resource "pet" "random:index/randomPet:RandomPet" {
  length    = 2.0
  separator = "${1.5}-${wholeNumber}"
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 1.6e1
}

output "largest" {
  value = largest
}

output "huge" {
  value = huge
}

output "tiny" {
  value = tiny
}

output "sameAsLargest" {
  value = exactLargest == largest
}

output "scaled" {
  value = scale * 2.5e-3
}

output "whole" {
  value = wholeNumber
}

output "numbers" {
  value = [1e300, -1e-300, 2.0, 0.0, 0.1, 1E+2]
}

output "halfLargest" {
  value = largest / 2
}

output "negativeLargest" {
  value = -1.7976931348623157e308
}

output "petLength" {
  value = pet.length
}

output "passwordLength" {
  value = password.length
}

// A template of constants only is their text, '%' and all.
output "constantTemplate" {
  value = "${false}100% ${1.5}%d!"
}
