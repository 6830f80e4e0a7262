# Arithmetic on number constants rounds after every operation, as PCL
# computes on float64s: 3 * 0.1 is 0.30000000000000004, not the 0.3 that
# an exact evaluation of the constants (Go's) would give. Operations whose
# steps round to the exact value are written as they are.
output "product" {
  value = 3 * 0.1
}

output "sum" {
  value = 0.1 + 0.2
}

output "negated" {
  value = -(0.1 + 0.2) * 3
}

output "quotient" {
  value = 1 / 3 * 3
}

output "exactSteps" {
  value = 2 * 0.5 + 0.25
}

output "inText" {
  value = "${0.1 + 0.7} and ${(1.1 * 1.1)}"
}

# Steps that round inside an expression whose exact value is PCL's: each
# step is PCL's, so the whole is printed as PCL's value (fuzz seed 12888).
output "roundedInside" {
  value = [((0.1 * 1.5) - 1e3) + (1e3 + (-2.75 * 0.1)), 1000 + -(0.1 * 3) - 1000]
}

# A constant step that rounds, beside a value computed when the program
# runs: the step is PCL's value, not Go's exact one (fuzz seed 84184).
config "large" "bool" {
  default = true
}

output "constantStepBesideChoice" {
  value = "${(0.1 * 1.5) * (large ? 1.5 : -2.75)}"
}
