output "o" {
  value = nope
}
