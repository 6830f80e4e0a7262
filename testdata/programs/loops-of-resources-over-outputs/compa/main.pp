config "name" "string" {
}

output "named" {
  value = "named ${name}"
}
