# Issue 12 item 9: values of a schema's object types, and lists of them,
# given as inputs from values that are not constructors: a conditional with
# null, output or non-constructor branches, singleOrNone of a for expression, an
# element of an untyped config, a typed config, a for body that is a
# variable, an output of another object type of the same shape; as resource
# inputs, component inputs (whose resources get them) and invoke arguments.
config "c" "bool" {
  default = true
}

config "untyped" {
  default = [{ someInput = true }, { someInput = false }]
}

config "blockList" {
  default = [{ innerString = "u1" }, { innerString = "u2" }]
}

config "typedBlocks" "list(object({innerString=string}))" {
  default = [{ innerString = "t1" }]
}

config "typedInner" "object({someInput=bool})" {
  default = { someInput = true }
}

config "filters" "list(object({name=string, values=list(string)}))" {
  default = [{ name = "name", values = ["ubuntu*"] }]
}

resource "listChoice" "blocks:index/index:resource" {
  aListOfResources = c ? [{ innerString = "hello" }] : []
}

resource "listOrNull" "blocks:index/index:resource" {
  aListOfResources = c ? null : [{ innerString = "x" }]
}

resource "listOrConfig" "blocks:index/index:resource" {
  aListOfResources = c ? typedBlocks : [{ innerString = "y" }]
}

resource "listFromUntyped" "blocks:index/index:resource" {
  aListOfResources = blockList
}

resource "listFromTyped" "blocks:index/index:resource" {
  aListOfResources = typedBlocks
}

resource "listFromFor" "blocks:index/index:resource" {
  aListOfResources = [for b in typedBlocks : b]
}

resource "listOfUntypedElements" "blocks:index/index:resource" {
  aListOfResources = [blockList[1], { innerString = "z" }]
}

resource "single" "maxItemsOne:index/index:resource" {
  innerResource = singleOrNone([for e in [true] : { someInput = e }])
}

resource "none" "maxItemsOne:index/index:resource" {
  innerResource = singleOrNone([for e in [] : { someInput = e }])
}

resource "fromUntyped" "maxItemsOne:index/index:resource" {
  innerResource = untyped[1]
}

resource "fromTyped" "maxItemsOne:index/index:resource" {
  innerResource = typedInner
}

resource "fromOutput" "maxItemsOne:index/index:resource" {
  innerResource = single.innerResourceOutput
}

resource "objectOrNull" "maxItemsOne:index/index:resource" {
  innerResource = c ? null : { someInput = false }
}

resource "objectOrConfig" "maxItemsOne:index/index:resource" {
  innerResource = c ? typedInner : { someInput = false }
}

resource "outputOrNull" "maxItemsOne:index/index:resource" {
  innerResource = c ? single.innerResourceOutput : null
}

resource "outputListOrEmpty" "blocks:index/index:resource" {
  aListOfResources = c ? listFromTyped.aListOfResources : []
}

resource "emptyOrOutputList" "blocks:index/index:resource" {
  aListOfResources = c ? [] : listFromTyped.aListOfResources
}

component "comp" "./comp" {
  items = typedBlocks
  inner = typedInner
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  filters = filters
  owners  = ["self"]
})

config "untypedFilters" {
  default = [{ name = "name", values = ["debian*"] }]
}

untypedAmi = invoke("aws:ec2/getAmi:getAmi", {
  filters = untypedFilters
})

output "untypedAmi" {
  value = untypedAmi.imageId
}

output "ami" {
  value = ami.imageId
}

output "copied" {
  value = single.innerResourceOutput.someInput
}
