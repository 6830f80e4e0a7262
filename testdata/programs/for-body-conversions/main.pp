# Issue 12 item 18: a value given to a typed destination through the body
# of a for expression (or a branch of a conditional) is converted, and its
# object keys named, as the same value given directly: numbers and bools
# to strings, in lists and maps of objects and of primitives, nested for
# expressions, resource and component inputs; and a for expression in an
# invoke's arguments.
config "sizes" "list(object({n=number, flag=bool}))" {
  default = [{ n = 1, flag = true }, { n = 2.5, flag = false }]
}

config "wide" "bool" {
  default = true
}

resource "numbers" "blocks:index/index:resource" {
  aListOfResources = [for e in sizes : { innerString = e.n }]
}

resource "flags" "blocks:index/index:resource" {
  aListOfResources = [for e in sizes : { innerString = e.flag } if e.n > 1]
}

resource "chosen" "blocks:index/index:resource" {
  aListOfResources = wide ? [for e in sizes : { innerString = e.n }] : [{ innerString = 0 }]
}

resource "branches" "blocks:index/index:resource" {
  aListOfResources = [for e in sizes : wide ? { innerString = e.n } : { innerString = e.n * 2 }]
}

resource "ranged" "simple:index:resource" {
  options { range = 2 }
  inputOne = [for i in [range.value] : i][0]
  inputTwo = range.value
}

resource "server" "aws:ec2/instance:Instance" {
  ami = "ami-1"
  instanceType = "t3.micro"
  securityGroups = [for e in sizes : e.n]
  tags = { for i, e in sizes : "size${i}" => e.flag }
}

resource "fromOutputs" "aws:ec2/instance:Instance" {
  ami = "ami-2"
  instanceType = "t3.micro"
  securityGroups = [for r in ranged : r.inputTwo]
  tags = { for i, r in ranged : r.result => i }
}

resource "ingress" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [for e in sizes : {
    protocol   = "tcp"
    fromPort   = 80
    toPort     = 81
    cidrBlocks = [for f in [e.n, e.n + 1] : f]
  }]
}

component "comp" "./comp" {
  items = [for e in sizes : { s = e.n }]
  names = { for e in sizes : "n${e.n}" => e.flag }
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for e in sizes : e.flag ? "self" : "amazon"]
})

output "ami" {
  value = ami.imageId
}

output "names" {
  value = comp.names
}
