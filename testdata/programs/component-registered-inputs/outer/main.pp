config "plain" "int" {}

config "waiting" "string" {}

component "inner" "./inner" {
  count = plain + 1
  text  = waiting
}

output "result" {
  value = inner.result
}
