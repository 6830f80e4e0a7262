# Issue 12 item 2: a for expression over resources or outputs that builds a
# map or a list of outputs, used as an output value, as a dynamic input
# (an untyped component config) and nested in one.
resource "members" "simple:index:resource" {
  options { range = { x = "one", y = "two" } }
  inputOne = range.value
}

resource "listed" "simple:index:resource" {
  options { range = 2 }
  inputOne = "l${range.value}"
}

component "holder" "./holder" {
  byKey   = { for k, m in members : k => m.result }
  results = [for m in listed : m.result]
  nested  = { ids = [for k, m in members : "${k}:${m.result}"], count = length(listed) }
}

output "ids" {
  value = { for k, m in members : k => m.result }
}

output "idList" {
  value = [for m in listed : m.result]
}

output "filtered" {
  value = [for k, m in members : m.result if k != "y"]
}

output "held" {
  value = holder.all
}
