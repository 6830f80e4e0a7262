output "o" "int" {
  value = [1]
}
