# Logical operations that repeat an operand: PCL allows them, go vet
# reports `a && a`, so Go prints each operand of a chain once and an
# inner chain that reduces to one operand as that operand.
config "object" "bool" {
  default = true
}

config "other" "bool" {
  default = false
}

output "same" {
  value = object && object
}

output "absorbed" {
  value = object && (object || object)
}

output "kept" {
  value = object && (object || other)
}

output "literals" {
  value = (true && (true || true)) && true
}

output "twice" {
  value = (object || other) && (object || other)
}
