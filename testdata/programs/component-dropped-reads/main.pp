# A component whose nodes are read only where lowering drops the reads:
# the variables they are assigned to are never read in the function.
component "parts" "./comp" {
}

output "sum" {
  value = parts.sum
}

output "chosen" {
  value = parts.chosen
}
