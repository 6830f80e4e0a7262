# Logical operators over several secrets: each operand is its own value in
# the apply that resolves them, though their parameters share a name.
anyTrue = secret(false) || secret(true)

allTrue = secret(true) && secret(false)

output "anyTrue" {
  value = anyTrue
}

output "allTrue" {
  value = allTrue
}

output "chained" {
  value = secret(false) || secret(false) || secret(true)
}
