greeting =
output "o" {
  value = greeting
}
