# Components whose outputs are choices of tuples of different lengths (a
# union without null, which the check for resource-valued outputs once
# recursed into forever), and of a resource or another: read whole, by
# index and by length.
component "short" "./comp" {
  pick = true
}

component "long" "./comp" {
  pick = false
}

output "shortValues" {
  value = short.values
}

output "longCount" {
  value = length(long.values)
}

output "longLast" {
  value = long.values[2]
}

output "petName" {
  value = long.pet
}
