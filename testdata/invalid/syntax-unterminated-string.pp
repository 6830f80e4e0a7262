greeting = "hello
output "o" {
  value = greeting
}
