# Values of a schema's object types, which SDKs give as they hold them (Go
# structs, Python output types keyed by Python names, JavaScript objects
# without the properties that are not set), where they leave the SDK's
# typed positions: stack outputs, toJSON and a component's input hold them
# as PCL does, keyed by the schema's names, with every property (null where
# it is not set). The Go SDK drops the nulls of a stack output's maps, and
# Go's component takes typed maps, which hold no nulls: objects with unset
# properties are written by toJSON only.
resource "single" "maxItemsOne:index/index:resource" {
  innerResource = { someInput = true }
}

resource "unset" "maxItemsOne:index/index:resource" {
  innerResource = {}
}

resource "blk" "blocks:index/index:resource" {
  aListOfResources = [{ innerString = "a" }, {}]
}

resource "full" "blocks:index/index:resource" {
  aListOfResources = [{ innerString = "b" }, { innerString = "c" }]
}

component "comp" "./comp" {
  inner = single.innerResourceOutput
  items = full.aListOfResources
}

output "object" {
  value = single.innerResourceOutput
}

output "unsetJson" {
  value = toJSON(unset.innerResource)
}

output "objects" {
  value = full.aListOfResources
}

output "json" {
  value = toJSON(single.innerResourceOutput)
}

output "jsonList" {
  value = toJSON(blk.aListOfResources)
}

output "property" {
  value = single.innerResourceOutput.someInput
}

output "fromComponent" {
  value = comp.summary
}
