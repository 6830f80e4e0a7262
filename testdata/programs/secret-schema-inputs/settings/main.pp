config "names" "list(string)" {
}

output "count" {
  value = length(names)
}
