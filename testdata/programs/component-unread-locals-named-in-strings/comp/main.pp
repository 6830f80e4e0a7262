config "items" "list(int)" {
}

# Locals nothing reads, evaluated for their errors alone, whose names are
# also text in strings and keys.
k = try(notImplemented("not here"), 9)
name = "fixed"

keyed = { for i, v in items : "key${i}" => v }

output "keyed" {
  value = keyed
}

output "text" {
  value = "k = ${length(items)}"
}
