# Issue 12 item 17: a list of optional values keeps its parentheses in the
# TypeScript type, whatever the element type.
config "people" "list(optional(object({name=string})))" {
  default = [{ name = "a" }, null]
}

config "names" "list(optional(string))" {
  default = ["b", null]
}

config "nested" "list(optional(list(optional(number))))" {
  default = [[1, null], null]
}

output "people" {
  value = length(people)
}

output "names" {
  value = [for n in names : n if n != null]
}

output "nested" {
  value = length(nested)
}
