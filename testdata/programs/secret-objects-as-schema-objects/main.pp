// A secret object whose attributes are all strings is a map of strings to
// the Go code (a pulumi.StringMapOutput); given where a schema object goes,
// it sets only the properties the object has, whatever their types.
config "kms" "string" {
  default = "key-1"
}

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t2.micro"
  rootBlockDevice = secret({
    kmsKeyId   = kms
    volumeType = "gp3"
  })
}

devices = [{
  deviceName = "/dev/sdb"
  snapshotId = "snap-1"
}]

resource "image" "aws:ec2/ami:Ami" {
  name            = "image"
  ebsBlockDevices = secret(devices)
}

output "volumeType" {
  value = server.rootBlockDevice.volumeType
}

output "devices" {
  value = image.ebsBlockDevices[*].snapshotId
}
