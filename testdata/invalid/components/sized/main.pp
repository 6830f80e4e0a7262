config "size" "int" {
}

output "size" {
  value = size
}
