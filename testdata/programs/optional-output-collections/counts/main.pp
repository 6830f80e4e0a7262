config "values" "list(optional(int))" {
}

config "named" "map(optional(number))" {
}

output "total" {
  value = length([for v in values : v if v != null]) + length(named)
}

output "kept" {
  value = [for v in values : v]
}
