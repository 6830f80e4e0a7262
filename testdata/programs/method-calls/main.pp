// Methods of a provider, a custom resource and a component: results that
// are outputs of objects, and plain results (a number, an object holding a
// provider).
resource "prov" "pulumi:providers:widgets" {
  region = "north"
}

resource "widget" "widgets:index:Widget" {
  name = "first"
  options {
    provider = prov
  }
}

resource "spare" "widgets:index:Widget" {
  name = "second"
  options {
    provider = call(widget, "spare", {}).provider
  }
}

resource "gizmo" "widgets:index:Gizmo" {
}

output "area" {
  value = call(widget, "resize", { factor = 1.5 }).area
}

output "count" {
  value = call(widget, "count", {})
}

output "label" {
  value = "spare: ${call(widget, "spare", {}).label}"
}

output "summary" {
  value = call(prov, "describe", {}).summary
}

output "attached" {
  value = call(gizmo, "attach", { widgets = [widget, spare] }).names
}
