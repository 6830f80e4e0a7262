config "values" "list(optional(number))" {}

output "count" {
  value = length(values)
}

output "present" {
  value = [for v in values : v if v != null]
}
