# An object input holding a secret null (an optional property made secret),
# read back from the resource's outputs: the property is null, and the
# object is secret.
resource "first" "aws:ec2/instance:Instance" {
  rootBlockDevice = {
    volumeType = "gp3"
    kmsKeyId   = singleOrNone(secret([]))
    throughput = 125
  }
}

resource "second" "aws:ec2/instance:Instance" {
  rootBlockDevice = first.rootBlockDevice
}

output "kmsKeyId" {
  value = first.rootBlockDevice.kmsKeyId
}
