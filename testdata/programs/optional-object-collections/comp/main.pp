config "configs" "list(any)" {
}

output "configs" {
  value = configs
}
