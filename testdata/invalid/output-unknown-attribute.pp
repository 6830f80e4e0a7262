output "o" {
  value = 1
  extra = 2
}
