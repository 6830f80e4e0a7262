// Inputs of resources ranged over an output that may be secret (the
// outputs of a resource given a secret) that read range.key or range.value
// are as secret as the range is: each is computed in an apply on the range
// and the value, whose result the Go code gives where a schema object, or a
// list of them, goes. Outputs read the resources' object properties.
resource "source" "random:index/randomPassword:RandomPassword" {
  length   = 8
  minUpper = secret(1)
  keepers = {
    "alpha" = "tcp"
    "beta"  = "udp"
  }
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  egress = secret([{
    fromPort = 3
    protocol = range.value
    toPort   = 14
  }])
  ingress = [{
    fromPort    = 80
    protocol    = range.value
    toPort      = 80
    description = range.key
    }, {
    fromPort  = 443
    protocol  = "tcp"
    toPort    = 443
    cidrBlocks = ["10.0.0.0/8"]
  }]
  options {
    range = source.keepers
  }
}

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t2.micro"
  rootBlockDevice = secret({
    volumeType = range.value
    volumeSize = 8
  })
  options {
    range = [for k, v in source.keepers : "gp${length(k)}"]
  }
}

output "protocols" {
  value = [for k, g in group : g.egress[0].protocol]
}

output "descriptions" {
  value = [for k, g in group : g.ingress[0].description]
}

output "volumeTypes" {
  value = server[*].rootBlockDevice.volumeType
}

output "firstVolumeType" {
  value = server[0].rootBlockDevice.volumeType
}

output "alphaIngressPort" {
  value = group["alpha"].ingress[1].fromPort
}
