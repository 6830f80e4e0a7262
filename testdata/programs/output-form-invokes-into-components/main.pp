// Invokes that Go calls in their output form (a result that is not an
// object, or multi-argument inputs) hold outputs, so the component inputs
// they reach, directly, through locals or inside other values, take
// outputs in Go.
config "prefix" "string" {
  default = "team"
}

tags = invoke("widgets:index:getTags", {
  prefix = prefix
})
joined = invoke("widgets:index:joinNames", "left", "right")
named = "${joined.result}-named"

component "direct" "./parts" {
  labels = tags
  title  = joined.result
  names  = ["one"]
}

component "throughLocals" "./parts" {
  labels = { for k, v in tags : k => "${v}!" }
  title  = named
  names  = [named, "two"]
}

output "directCount" {
  value = direct.count
}
output "localTitle" {
  value = throughLocals.title
}
