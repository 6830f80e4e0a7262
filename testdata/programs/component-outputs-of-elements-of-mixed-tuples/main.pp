// A component's outputs that read elements of an output of a tuple whose
// elements are of different types (objects of other keys) by a constant
// index: each output is of its element's type.
component "part" "./part" {
}

output "first" {
  value = part.first
}

output "second" {
  value = part.second
}
