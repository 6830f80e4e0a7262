# An optional output whose value is null (a property of an object input the
# program left out, which the provider echoes) given where a value is
# required (a map's element, a list's element, a property an object
# requires) leaves that place unset, as a null config does; the outputs
# that have values give them there, and in a string template.
config "unsetTarget" "number" {
  default = null
}

resource "image" "aws:ec2/ami:Ami" {
  name = "image"
  ebsBlockDevices = [{
    deviceName = "/dev/xvda"
    encrypted  = true
    volumeSize = 8
  }]
}

# A resource's required input given an optional output that has a value.
resource "sized" "random:index/randomString:RandomString" {
  length = image.ebsBlockDevices[0].volumeSize
}

resource "unsetPolicy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue = unsetTarget
  }
}

resource "setPolicy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue    = 0.5
    disableScaleIn = true
  }
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  name = "encrypted-${image.ebsBlockDevices[0].encrypted}"
  tags = {
    Snapshot = image.ebsBlockDevices[0].snapshotId
    Device   = image.ebsBlockDevices[0].deviceName
  }
  ingress = [{
    protocol   = image.ebsBlockDevices[0].snapshotId
    fromPort   = image.ebsBlockDevices[0].volumeSize
    toPort     = image.ebsBlockDevices[0].iops
    cidrBlocks = ["10.0.0.0/8", image.ebsBlockDevices[0].snapshotId, image.ebsBlockDevices[0].deviceName]
  }]
}

resource "bucket" "aws:s3/bucket:Bucket" {
  lifecycleRules = [
    { enabled = unsetPolicy.targetTrackingConfiguration.disableScaleIn },
    { enabled = setPolicy.targetTrackingConfiguration.disableScaleIn },
    { enabled = image.ebsBlockDevices[0].encrypted },
  ]
}
