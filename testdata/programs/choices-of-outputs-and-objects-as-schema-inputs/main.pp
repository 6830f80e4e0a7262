// A choice of an output and a choice of objects holding outputs, given to
// an input of a schema's object type: each object is given as the input,
// its optional properties null or missing.
config "flag" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
}

resource "source" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t3.micro"
  rootBlockDevice = {
    volumeType = "gp3"
  }
}

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-2"
  instanceType = "t3.micro"
  rootBlockDevice = !flag ? source.rootBlockDevice : (flag ? {
    deviceName = pet.id
    kmsKeyId   = pet.prefix
    volumeType = null
  } : {
    volumeType = "gp2"
  })
}

resource "base" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [{ fromPort = 22, toPort = 22, protocol = "tcp" }]
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [flag ? {
    fromPort    = 80
    toPort      = 80
    protocol    = "tcp"
    description = pet.prefix
  } : (flag ? { fromPort = 0, toPort = 0, protocol = pet.id, description = null } : base.ingress[0])]
}

output "device" {
  value = server.rootBlockDevice
}

resource "chosen" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [can(pet.length) ? (flag ? {
    fromPort    = pet.length
    toPort      = 80
    protocol    = pet.prefix
    description = pet.prefix
    cidrBlocks  = null
    } : {
    fromPort = 1
    toPort   = 1
    protocol = "tcp"
    }) : unsecret(secret(flag ? {
    fromPort = 1
    toPort   = 2
    protocol = "udp"
    } : {
    fromPort    = 3
    toPort      = 4
    protocol    = "icmp"
    description = "x"
  }))]
}
