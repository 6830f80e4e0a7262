output "urn" {
  value = "not the URN"
}
