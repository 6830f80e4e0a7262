# A schema object input chosen between an object constructor holding values
# of any type (converted to the property's type) and a secret object: each
# branch is given as the input is, the constructor's values converted.
config "flag" "bool" {
  default = true
}

resource "image" "aws:ec2/ami:Ami" {
  name = "image"
}

kind      = flag ? try(notImplemented("no"), "gp2") : image.architecture
plainKind = try(notImplemented("no"), "gp3")

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-0"
  instanceType = "t3.micro"
  rootBlockDevice = flag ? {
    volumeType = kind
    volumeSize = 8
  } : secret({
    volumeType = "io1"
    volumeSize = 4
  })
}

resource "other" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t3.micro"
  rootBlockDevice = !flag ? secret({
    volumeType = "io1"
  }) : {
    volumeType = plainKind
    volumeSize = length(image.name)
  }
}

output "types" {
  value = [server.rootBlockDevice.volumeType, other.rootBlockDevice.volumeType]
}
