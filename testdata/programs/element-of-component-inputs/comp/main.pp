config "count" "int" {
  default = 1
}

config "counts" "list(int)" {
  default = [1]
}

config "named" "map(int)" {
  default = {}
}

output "first" {
  value = -(10 - element([count], 0))
}

output "chosen" {
  value = element(counts, 1) * 3
}

output "found" {
  value = lookup({ k = count }, "k", 0) + lookup(named, "pet", 7)
}

output "total" {
  value = length([count, count]) + count
}
