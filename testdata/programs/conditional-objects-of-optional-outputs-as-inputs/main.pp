# Conditionals of object constructors given where a schema's objects are
# taken, one branch holding optional outputs and the other plain values:
# each branch is given as the input it would be alone.
config victor bool {
  default = true
}
config sizes "map(optional(int))" {
  default = {
    a = 3
  }
  secret = true
}
config ports "map(string)" {
  default = {
    web = "tcp"
    dns = "udp"
  }
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
  prefix = "p"
}

resource image "aws:ec2/ami:Ami" {
  name = "image"
  ebsBlockDevices = [{
    deviceName = "first"
    iops       = pet.length
  }, (victor ? {
    deviceName = pet.id
    iops       = sizes["a"]
    throughput = pet.length
    volumeSize = null
    deleteOnTermination = victor
  } : {
    deviceName = "second"
    throughput = 8
    volumeSize = 10
    deleteOnTermination = true
  })]
}

resource group "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [for name, protocol in ports : (victor ? {
    fromPort    = 13
    protocol    = pet.prefix
    self        = true
    toPort      = pet.length
    cidrBlocks  = []
  } : {
    description = pet.id
    fromPort    = pet.length
    protocol    = protocol
    self        = false
    toPort      = pet.length
  })]
}

output devices {
  value = image.ebsBlockDevices
}
output rules {
  value = group.ingress
}
