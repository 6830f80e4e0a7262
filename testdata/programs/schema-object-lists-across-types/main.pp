# Fuzz seed 10574: a list of one schema object type (a security group's
# egress rules, an output) given where a list of another of the same shape
# is taken (ingress rules), whole, through a loop, through a conditional
# and secret.
config "flag" "bool" {
  default = true
}

resource "first" "aws:ec2/securityGroup:SecurityGroup" {
  egress = [{
    fromPort = 1
    toPort = 2
    protocol = "tcp"
    cidrBlocks = ["10.0.0.0/8"]
  }]
  ingress = [{
    fromPort = 443
    toPort = 443
    protocol = "tcp"
    description = "https"
  }]
}

resource "whole" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = first.egress
  egress = secret(first.ingress)
}

resource "looped" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [first.egress[0]]
  egress = [for rule in first.ingress : rule if rule.fromPort > 0]
}

resource "chosen" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = flag ? first.egress : first.ingress
}
