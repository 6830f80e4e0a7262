# Two instances that read each other's outputs, the first before the second
# is declared: first's size is second's size output, an output it computes
# with (length = size + 1), and second's name is first's name output.
component "first" "./first" {
  size = second.size
}

component "second" "./second" {
  name = first.name
}

output "firstName" {
  value = first.name
}

output "secondSize" {
  value = second.size
}
