config "size" "int" {
}

output "doubled" {
  value = size * undefinedFactor
}
