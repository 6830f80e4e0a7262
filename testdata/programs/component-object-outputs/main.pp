# Issue 12 item 9: outputs of a schema's object types, and lists of them,
# given to a component's object and list-of-object config (which the Go
# component takes as map inputs), and the component giving those config
# values to resources, whose inputs are the schema's types again.
resource "single" "maxItemsOne:index/index:resource" {
  innerResource = { someInput = true }
}

resource "blk" "blocks:index/index:resource" {
  aListOfResources = [{ innerString = "a" }, { innerString = "b" }]
}

component "comp" "./comp" {
  inner = single.innerResourceOutput
  items = blk.aListOfResources
}

output "copied" {
  value = comp.copied
}
