output "o" {
}
