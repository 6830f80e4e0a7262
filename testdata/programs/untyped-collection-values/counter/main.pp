config "base" "int" {
  nullable = true
}

output "remaining" {
  value = (true ? 16 : 3) - base
}
