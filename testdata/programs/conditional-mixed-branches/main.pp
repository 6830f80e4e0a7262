# A conditional whose branches have no common type (objects with attributes
# of different types, lists of different lengths and element types,
# primitives) is the branch its condition chooses, converted to where it is
# given: resource inputs (in a for body and alone), invoke arguments,
# component inputs, locals and outputs, with the condition true and false.
config "sizes" "list(object({n=number, flag=bool}))" {
  default = [{ n = 1, flag = true }, { n = 2.5, flag = false }]
}

config "wide" "bool" {
  default = true
}

narrow = !wide

resource "objectsWide" "blocks:index/index:resource" {
  aListOfResources = [for e in sizes : wide ? { innerString = e.n } : { innerString = e.flag }]
}

resource "objectsNarrow" "blocks:index/index:resource" {
  aListOfResources = [for e in sizes : narrow ? { innerString = e.n } : { innerString = e.flag }]
}

resource "primitives" "simple:index:resource" {
  inputOne = wide ? sizes[0].n : sizes[0].flag
  inputTwo = narrow ? "7" : 8
}

resource "collections" "aws:ec2/instance:Instance" {
  ami            = "ami-1"
  instanceType   = "t3.micro"
  securityGroups = wide ? [sizes[1].n, sizes[1].flag] : ["one"]
}

resource "single" "maxItemsOne:index/index:resource" {
  innerResource = wide ? { someInput = "true" } : { someInput = sizes[1].flag }
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = narrow ? [sizes[0].n] : [sizes[0].flag, "x"]
})

component "comp" "./comp" {
  items = [for e in sizes : wide ? { s = e.n } : { s = e.flag }]
}

chosen = wide ? { n = sizes[0].n } : ["list"]

output "chosen" {
  value = chosen
}

output "other" {
  value = narrow ? { n = sizes[0].n } : ["list"]
}

output "ami" {
  value = ami.imageId
}

output "comp" {
  value = comp.joined
}
