// Choices of lists (and maps) of secrets of other types in each branch,
// read by index, by length and by a for expression.
config "flag" "bool" {
  default = false
}

chosen = can(flag) ? [secret({}), {
  a = null
  b = -2.75
}] : [{
  c = 1.5
  d = 3
}]
byName = flag ? { x = secret(1) } : { y = secret(2.5), z = secret(3) }
nested = flag ? [secret([1])] : [secret([]), secret([2, 3])]

output "first" {
  value = chosen[0]
}

output "count" {
  value = length(chosen)
}

output "keys" {
  value = [for k, v in byName : k]
}

output "sum" {
  value = byName["y"] + 1
}

output "nestedFirst" {
  value = nested[1]
}
