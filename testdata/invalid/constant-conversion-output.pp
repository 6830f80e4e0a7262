# A typed output whose value does not convert to its type.
output "count" "int" {
  value = "many"
}
