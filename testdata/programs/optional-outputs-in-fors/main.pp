# Optional outputs (properties a resource may leave unset, singleOrNone of
# outputs) inside the values of for expressions given as resource and invoke
# inputs that take values that are not optional: TypeScript's
# Output<string | undefined> is no Input<string>, so each is asserted to be
# present, as in a list or object constructor (fuzz seed 9896).

resource "source" "aws:ec2/ami:Ami" {
  name     = "source"
  kernelId = "aki-1"
}

resource "passwords" "random:index/randomPassword:RandomPassword" {
  length          = 8
  overrideSpecial = "p${range.value}"
  options {
    range = 1
  }
}

resource "devices" "aws:ec2/ami:Ami" {
  name = "devices"
  ebsBlockDevices = [for i, n in ["a", "b"] : {
    deviceName = "/dev/sd${n}"
    outpostArn = source.kernelId
    snapshotId = singleOrNone(passwords[*].overrideSpecial)
    volumeType = i == 0 ? source.ramdiskId : "gp3"
  }]
  ephemeralBlockDevices = length(passwords) > 0 ? [for n in ["c", "d"] : {
    deviceName  = n
    virtualName = source.kernelId
  }] : []
  tags = { for k, v in { a = 1, b = 2 } : k => source.kernelId }
}

# Only optional properties take the optional outputs here: each value is
# given as an input, and a local holding them is asserted as a whole.
arns = [for n in ["e", "f"] : {
  deviceName = n
  outpostArn = singleOrNone(passwords[*].overrideSpecial)
}]

resource "optionals" "aws:ec2/ami:Ami" {
  name = "optionals"
  ebsBlockDevices = [for n in ["g"] : {
    deviceName = n
    outpostArn = singleOrNone(passwords[*].overrideSpecial)
  }]
  tags = { for k in ["h"] : k => singleOrNone(passwords[*].overrideSpecial) }
}

resource "fromLocal" "aws:ec2/ami:Ami" {
  name            = "fromLocal"
  ebsBlockDevices = arns
}

resource "groups" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [for p in [80, 443] : {
    fromPort    = p
    toPort      = p
    protocol    = "tcp"
    cidrBlocks  = [for c in ["x", "y"] : source.kernelId]
    description = singleOrNone(passwords[*].overrideSpecial)
  }]
}

image = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for o in ["self"] : source.kernelId]
  filters = [for f in ["name"] : {
    name   = f
    values = [source.kernelId]
  }]
})

output "devices" {
  value = devices.ebsBlockDevices
}

output "ephemeral" {
  value = devices.ephemeralBlockDevices
}

output "tags" {
  value = devices.tags
}

output "optionals" {
  value = [optionals.ebsBlockDevices, optionals.tags, fromLocal.ebsBlockDevices]
}

output "ingress" {
  value = groups.ingress
}

output "owners" {
  value = image.owners
}
