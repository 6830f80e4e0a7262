// Invokes the Go SDKs offer in output form only: functions with
// multi-argument inputs and functions whose result is not an object.
joined = invoke("widgets:index:joinNames", "left", "right")
single = invoke("widgets:index:joinNames", "alone")

resource "widget" "widgets:index:Widget" {
  name = joined.result
}

output "parts" {
  value = invoke("widgets:index:countParts", { text = single.result })
}

output "tags" {
  value = invoke("widgets:index:getTags", { prefix = widget.name })
}
