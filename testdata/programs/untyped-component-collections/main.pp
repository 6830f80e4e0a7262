component "first" "./comp" {
  values = secret([0.25, null])
}

output "count" {
  value = first.count
}

output "present" {
  value = first.present
}
