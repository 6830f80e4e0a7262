config "flag" "bool" {
}

# An object built in an apply: TypeScript infers {} for it, where the
# component's output is a record.
output "empty" {
  value = !flag ? {} : {}
}
