config "labels" "map(string)" {
}

output "joined" {
  value = join(",", [for k, v in labels : "${k}=${v}"])
}
