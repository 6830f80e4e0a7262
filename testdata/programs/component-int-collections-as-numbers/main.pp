# A component's outputs computed as collections of ints where PCL types
# them as collections of numbers: the component's fields hold numbers.
component "numbers" "./numbers" {}

output "listed" {
  value = numbers.listed
}

output "filtered" {
  value = numbers.filtered
}

output "mapped" {
  value = numbers.mapped
}

output "nested" {
  value = numbers.nested
}

output "total" {
  value = numbers.single + 0.5
}

output "throughLocals" {
  value = [numbers.local + 0.5, numbers.localListed, numbers.localNested]
}
