# A loop over a collection holding a secret config (an output in every
# backend, plain to the binder) reads an output where it reads the config's
# part of an element: an attribute, an index, a nested object's attribute.
# Its variable is retyped from the collection, as Go's is, so TypeScript and
# Python read it as an output (before, they printed the Output as text).
config "level" "int" {
  default = 2
  secret  = true
}

config "label" "string" {
  default = "x"
  secret  = true
}

objects = [{ a = level, b = 1 }, { a = 3, b = 4 }]

output "attribute" {
  value = [for e in objects : "o${e.a}"]
}
output "plainAttribute" {
  value = [for e in objects : "o${e.b}"]
}
output "index" {
  value = [for t in [[label, "y"]] : "${t[0]}-${t[1]}"]
}
output "nested" {
  value = { for k, e in { one = { inner = { name = label } } } : k => "n-${e.inner.name}" }
}
output "sum" {
  value = [for e in objects : e.a + e.b]
}
