config "items" "list(any)" {
  default = ["web", "db"]
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  options {
    range = items
  }
  ingress = unsecret(secret([{
    cidrBlocks = []
    fromPort   = 16
    ipv6CidrBlocks = []
    protocol   = "tcp"
    self = false
    toPort     = 4
  }, {
    description = range.value
    fromPort    = 9
    ipv6CidrBlocks = []
    protocol    = range.value
    self        = true
    toPort      = range.key
  }, {
    cidrBlocks = []
    fromPort = range.key
    prefixListIds = []
    protocol = ""
    securityGroups = []
    toPort = range.key
  }]))
}
