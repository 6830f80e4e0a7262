# Numbers as PCL computes and prints them: the remainder takes the sign of
# the dividend, and numbers print in plain digits (1, not 1.0; never an
# exponent).
config "dividend" "int" {
  default = -7
}

config "big" "number" {
  default = 2500000000000000000000
}

config "small" "number" {
  default = 0.000000025
}

config "whole" "number" {
  default = 1
}

remainder = dividend % 3
fraction  = -7.5 % 2

output "remainder" {
  value = remainder
}

output "fraction" {
  value = fraction
}

output "text" {
  value = "${whole} ${big} ${small} ${remainder} ${whole / 4}"
}

output "single" {
  value = "${big}"
}
