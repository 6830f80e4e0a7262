# An optional output whose value is null (a property of an object input the
# program left out, which the provider echoes) cannot be included in a
# string template: the run fails there, it does not print an empty string.
resource "image" "aws:ec2/ami:Ami" {
  name = "image"
  ebsBlockDevices = [{
    deviceName = "/dev/xvda"
  }]
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  name = "snapshot-${image.ebsBlockDevices[0].snapshotId}"
}
