# Choices, on an output, between a schema object read from a resource (or
# a list of them) and object literals: the choice's value is the objects'
# common structural type, which Go holds as maps, given to a resource of
# another schema type, kept in a local and exported.
resource "base" "aws:ec2/securityGroup:SecurityGroup" {
  egress = [{
    fromPort   = 4
    protocol   = "tcp"
    toPort     = 6
    cidrBlocks = ["10.0.0.0/8"]
  }]
  options {
    range = 2
  }
}

resource "server" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = {
    volumeSize = 8
  }
}

resource "derived" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = (base[0].name != "x" ? [for rule in base[0]["egress"] : {
    fromPort = 1
    protocol = rule.protocol
    toPort   = 2
  }] : base[0].egress)
}

resource "fallback" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = (base[1].name == "x" ? [{
    fromPort = 1
    protocol = "udp"
    toPort   = 2
  }] : base[1].egress)
}

rules = base[0].name != "x" ? [{ fromPort = 9, protocol = "icmp", toPort = 9 }] : base[0].egress

device = server.instanceType == "t2.micro" ? { volumeSize = 20 } : server.rootBlockDevice

resource "copied" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = device
}

output rules {
  value = rules
}

output device {
  value = device
}
