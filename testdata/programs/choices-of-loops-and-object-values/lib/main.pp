config "pick" "bool" {
}

fixed = {
  "a.b" = "x"
  alpha = "y"
}

pair = ["p", "q"]

output "alpha" {
  value = secret(pick ? { for k, v in fixed : "k${k}" => v } : fixed)
}

output "listed" {
  value = secret(pick ? [for k, v in fixed : v] : pair)
}
