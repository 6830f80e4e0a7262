config "enabled" "bool" {
}

output "enabled" {
  value = enabled
}
