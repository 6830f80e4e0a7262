greeting = "hi"

output "o" {
  value = greting
}
