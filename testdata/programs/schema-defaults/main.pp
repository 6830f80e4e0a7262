// Schemas without a version or Go metadata: unversioned has neither (its
// project pins it at 0.0.0), majortwo's file name gives its version 2.4.0 (Go
// imports it from the /v2 module). Each default is a warning, not an error.
resource "first" "unversioned:index:Thing" {
  label = "one"
}

found = invoke("unversioned:index:lookup", { key = first.label })

resource "second" "majortwo:index:Thing" {
  label = found.value
}

output "label" {
  value = second.label
}
