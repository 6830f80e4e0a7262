// Arithmetic on zero that float64s make negative zero (-0), printed as PCL
// prints it: 0.
config "x" "number" {
  default = 0
}

config "y" {
  default = 0
}

output "negated" {
  value = "${-x}"
}

output "product" {
  value = "n${x * -1}"
}

output "quotient" {
  value = "${x / -4}"
}

output "anyNegated" {
  value = "${-y}"
}
