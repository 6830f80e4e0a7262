# Values built from array literals that TypeScript types as arrays (a
# property of an object local is a string[], an empty one a never[])
# flow where PCL's type is a tuple: conditionals of objects, secrets,
# component-free locals (fuzz seed 10063).
config "on" "bool" {
  default = true
}

settings = {
  none   = []
  names  = ["a", "b", "c"]
  nested = [["x"], ["y"]]
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [secret(on ? {
    fromPort   = 80
    toPort     = 80
    protocol   = "tcp"
    cidrBlocks = settings.names
  } : {
    fromPort   = 0
    toPort     = 0
    protocol   = "-1"
    cidrBlocks = null
  })]
  egress = [secret(on ? {
    fromPort       = 0
    toPort         = 0
    protocol       = "-1"
    securityGroups = settings.none
  } : {
    fromPort       = 1
    toPort         = 1
    protocol       = "udp"
    securityGroups = null
  })]
}

chosen = on ? { lists = settings.nested, names = settings.names } : { lists = [["z"]], names = ["d", "e", "f"] }

output "rules" {
  value = [group.ingress, group.egress]
}

output "chosen" {
  value = chosen
}

output "secretNames" {
  value = secret(on ? { n = settings.names } : { n = ["p", "q", "r"] })
}
