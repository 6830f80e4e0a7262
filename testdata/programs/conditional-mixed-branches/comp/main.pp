config "items" "list(object({s=string}))" {
}

output "joined" {
  value = join(",", [for it in items : it.s])
}
