# Fuzz seed 10303: a loop over a component's output that is one of two
# objects with different attributes visits the attributes of the object
# taken, not the attributes of every branch.
component "taken" "./comp" {
  pick = false
}

component "other" "./comp" {
  pick = true
}

output "takenKeys" {
  value = [for k, v in taken.whole : k]
}

output "otherCount" {
  value = length({ for k, v in other.whole : k => v })
}

output "innerCount" {
  value = length(taken.nested.inner[0])
}
