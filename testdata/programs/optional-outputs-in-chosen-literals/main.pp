component "first" "./parts" {
}

component "second" "./parts" {
  pick = true
}

output "firstFields" {
  value = first.fields
}

output "secondNames" {
  value = second.names
}

output "firstByName" {
  value = first.byName
}
