output "names" {
  value = ["a", "b"]
}
