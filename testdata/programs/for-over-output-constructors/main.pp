# Issue 12 item 4's relative in Go: a for expression over a list or object
# constructor that holds outputs, whose body does not read them (a plain
# invoke, the index or key, a constant), ranges over the constructor as the
# input collection it is: as resource inputs, locals, outputs, component
# inputs, with filters and nested.
resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t3.micro"
}

resource "ranged" "simple:index:resource" {
  options { range = 2 }
  inputOne = "r${range.value}"
  inputTwo = range.value
}

ids = [server.id, server.arn]

resource "invokeBody" "aws:ec2/instance:Instance" {
  ami            = "ami-2"
  instanceType   = "t3.micro"
  securityGroups = [for o in [server.id] : invoke("aws:ec2/getAmi:getAmi", { owners = ["x"] }).imageId]
}

resource "indexBody" "aws:ec2/instance:Instance" {
  ami            = "ami-3"
  instanceType   = "t3.micro"
  securityGroups = [for i, o in [server.id, server.arn] : "${i}" if i > 0]
}

resource "localSource" "aws:ec2/instance:Instance" {
  ami            = "ami-4"
  instanceType   = "t3.micro"
  securityGroups = [for o in ids : invoke("aws:ec2/getAmi:getAmi", { owners = ["y"] }).name]
}

resource "objectSource" "aws:ec2/instance:Instance" {
  ami            = "ami-5"
  instanceType   = "t3.micro"
  securityGroups = [for k, v in { first = server.id, second = server.arn } : k]
  tags           = { for k, v in { a = server.id, b = ranged[0].result } : k => invoke("aws:ec2/getAmi:getAmi", { owners = [k] }).imageId }
}

resource "nested" "aws:ec2/instance:Instance" {
  ami            = "ami-6"
  instanceType   = "t3.micro"
  securityGroups = [for o in [server.id] : join("-", [for i, p in [ranged[1].result, server.arn] : "n${i}"])]
}

component "comp" "./comp" {
  names = [for i, o in [server.id, ranged[0].result] : "c${i}"]
}

amis = [for o in [server.id, server.arn] : invoke("aws:ec2/getAmi:getAmi", { owners = ["w"] }).imageId]

output "amis" {
  value = amis
}

output "count" {
  value = length([for o in [server.id, server.arn, ids[0]] : 1])
}

output "keys" {
  value = [for k, v in { x = server.arn, y = "plain" } : "key-${k}"]
}

output "compNames" {
  value = comp.joined
}
