# A component whose config is read only in branches of conditionals whose
# condition is constant, given outputs: the variable it is assigned to is
# never read in the function.
resource "source" "random:index/randomPet:RandomPet" {
}

component "parts" "./comp" {
  label = source.id
  count = source.length
}

output "prefix" {
  value = parts.prefix
}
