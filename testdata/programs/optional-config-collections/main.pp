# Issue 12 item 10: config whose types hold optional(...) elements or
# members, which Go holds as pointers, given as resource, component and
# invoke inputs, as outputs, nested in lists and objects and inside for
# bodies: a null element stays null, a present one passes its value.
config "tags" "map(optional(string))" {
  default = { a = "x", b = "y" }
}

config "names" "list(optional(string))" {
  default = ["a", null, "b"]
}

config "counts" "list(optional(int))" {
  default = [1, null]
}

config "flags" "map(optional(bool))" {
  default = { on = true }
}

config "objs" "list(optional(object({n=number, s=string})))" {
  default = [{ n = 1, s = "one" }, { n = 2.5, s = "two" }]
}

config "maybe" "object({label=optional(string), size=optional(int)})" {
  default = { label = "l" }
}

config "owners" "list(optional(string))" {
  default = ["self", "amazon"]
}

resource "server" "aws:ec2/instance:Instance" {
  ami            = "ami-1"
  instanceType   = "t3.micro"
  tags           = tags
  securityGroups = names
}

resource "fromObjects" "simple:index:resource" {
  inputOne = objs[0].s
  inputTwo = objs[0].n
}

resource "fromOptionalMembers" "simple:index:resource" {
  inputOne = maybe.label
  inputTwo = maybe.size
}

resource "inFor" "blocks:index/index:resource" {
  aListOfResources = [for o in objs : { innerString = o.s }]
}

resource "namesInFor" "aws:ec2/instance:Instance" {
  ami            = "ami-2"
  instanceType   = "t3.micro"
  securityGroups = [for n in names : n if n != null]
  tags           = { for k, v in tags : k => v if v != null }
}

component "comp" "./comp" {
  names = names
  tags  = tags
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = owners
})

output "ami" {
  value = ami.imageId
}

output "tags" {
  value = tags
}

output "nested" {
  value = { names = names, counts = counts, flags = flags, first = objs[1].s }
}

output "label" {
  value = maybe.label
}

output "size" {
  value = maybe.size
}

output "compNames" {
  value = comp.joined
}
