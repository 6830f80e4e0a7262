config "names" "list(string)" {
}

output "joined" {
  value = join(",", names)
}
