# A component whose unread locals are named like text its code prints.
component "parts" "./comp" {
  items = [1, 2]
}

output "keyed" {
  value = parts.keyed
}

output "text" {
  value = parts.text
}
