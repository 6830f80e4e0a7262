output "o" {
  value = range.value
}
