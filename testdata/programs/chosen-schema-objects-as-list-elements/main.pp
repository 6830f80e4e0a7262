# A conditional between schema objects, one of them an output (a secret),
# given as an element of a list input: each branch is the element's input.

config "open" "bool" {
  default = false
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [for port in [22, 443] : open ? {
    fromPort = port
    toPort = port
    protocol = "tcp"
    cidrBlocks = ["0.0.0.0/0"]
  } : secret({
    fromPort = port
    toPort = port
    protocol = "tcp"
    cidrBlocks = ["10.0.0.0/8"]
  })]
}
