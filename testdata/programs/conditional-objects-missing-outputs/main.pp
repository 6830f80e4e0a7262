config "flag" "bool" {
  default = false
}

config "tag" "string" {
  default = "tagged"
}

resource "pet" "random:index/randomPet:RandomPet" {}

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t2.micro"
  rootBlockDevice = flag ? {
    volumeType = pet.id
    kmsKeyId   = tag
    deviceName = tag
  } : {
    volumeType = null
    iops = null
    kmsKeyId   = pet.id
    volumeId = tag
  }
}
