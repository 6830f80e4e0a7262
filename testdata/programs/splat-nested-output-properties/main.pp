// A splat over resources that reads into an output property (a schema
// object, a list of them) reads the rest of the traversal from the
// output's value.
resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t2.micro"
  rootBlockDevice = {
    volumeType = "gp${range.value}"
    volumeSize = range.value * 4
  }
  options {
    range = 2
  }
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  egress = [{
    fromPort = 3
    protocol = "proto-${range.value}"
    toPort   = 14
  }]
  options {
    range = 2
  }
}

resource "summary" "aws:ec2/securityGroup:SecurityGroup" {
  description = join(",", group[*].egress[0].protocol)
  tags = {
    "sizes" = toJSON(server[*].rootBlockDevice.volumeSize)
  }
}

output "volumeTypes" {
  value = server[*].rootBlockDevice.volumeType
}

output "firstProtocols" {
  value = group[*].egress[0].protocol
}

output "oneSize" {
  value = [server[0]][*].rootBlockDevice.volumeSize
}

output "description" {
  value = summary.description
}
