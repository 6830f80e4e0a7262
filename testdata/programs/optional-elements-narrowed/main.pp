# Issue 12 item 19: a value whose elements are optional, given where a
# value with elements that are not optional is taken, is narrowed as PCL
# converts it: lists and maps of optional strings, nested lists and
# objects, from config and from locals, given to resource inputs, invoke
# arguments and component inputs, with and without a value.
config "names" "list(optional(string))" {
  default = ["b", "c"]
}

config "tags" "map(optional(string))" {
  default = { a = "x" }
}

config "nested" "list(optional(list(optional(string))))" {
  default = [["d"], ["e", "f"]]
}

config "rules" "list(object({cidrs=list(optional(string))}))" {
  default = [{ cidrs = ["10.0.0.0/8"] }]
}

config "optionalNames" "list(optional(string))" {
  default = null
}

localNames = names
localTags  = tags
flat       = [for n in names : n]
firstRule  = rules[0]

resource "fromConfig" "aws:ec2/instance:Instance" {
  ami            = "ami-1"
  instanceType   = "t3.micro"
  securityGroups = names
  tags           = tags
}

resource "fromLocals" "aws:ec2/instance:Instance" {
  ami            = "ami-2"
  instanceType   = "t3.micro"
  securityGroups = localNames
  tags           = localTags
}

resource "fromFor" "aws:ec2/instance:Instance" {
  ami            = "ami-3"
  instanceType   = "t3.micro"
  securityGroups = flat
}

resource "fromUnset" "aws:ec2/instance:Instance" {
  ami            = "ami-5"
  instanceType   = "t3.micro"
  securityGroups = optionalNames
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [{
    protocol   = "tcp"
    fromPort   = 80
    toPort     = 80
    cidrBlocks = firstRule.cidrs
  }]
  egress = [for r in rules : {
    protocol   = "tcp"
    fromPort   = 443
    toPort     = 443
    cidrBlocks = r.cidrs
  }]
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = names
})

amiFromLocal = invoke("aws:ec2/getAmi:getAmi", {
  owners = localNames
})

amiNested = invoke("aws:ec2/getAmi:getAmi", {
  owners = nested[1]
})

component "comp" "./comp" {
  names = names
  tags  = localTags
}

output "amis" {
  value = [ami.imageId, amiFromLocal.imageId, amiNested.imageId]
}

output "joined" {
  value = comp.joined
}

output "nested" {
  value = join(",", [for l in nested : join("+", l)])
}
