config "count" "int" {
}

output "doubled" {
  value = count * 2
}
