config "data" "string" {
}

output "data" {
  value = "echo:${data}"
}
