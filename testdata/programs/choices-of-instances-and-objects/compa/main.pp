output "named" {
  value = "named"
}
