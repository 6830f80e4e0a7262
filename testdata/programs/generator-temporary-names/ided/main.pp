config "prefix" "string" {
}

// A component's output may be named id: a component has no ID of its own.
output "id" {
  value = "${prefix}-id"
}
