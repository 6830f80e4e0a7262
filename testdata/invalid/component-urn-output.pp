# A component's output named urn would hide the component's URN, which
# reading urn of an instance reads.
component "c" "./components/urn-output" {
}

output "which" {
  value = c.urn
}
