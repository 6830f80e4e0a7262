# Schema object outputs (one that may be unset), chosen against an object
# literal with attributes that are always null, given to an optional input
# of that object's type.
config flag bool {
  default = true
}

resource source "aws:ec2/instance:Instance" {
  ami          = "ami-0"
  instanceType = "t3.micro"
}

resource chosenByOutput "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t3.micro"
  rootBlockDevice = (source.ami != "" ? {
    volumeSize = 8
    kmsKeyId   = null
    tags       = null
  } : source.rootBlockDevice)
}

resource chosenByConfig "aws:ec2/instance:Instance" {
  ami          = "ami-2"
  instanceType = "t3.micro"
  rootBlockDevice = (flag ? source.rootBlockDevice : {
    volumeType = null
    volumeSize = length(source.ami)
  })
}

# An optional schema object output chosen against an object literal with
# an attribute that is always null.
resource policySource "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "g"
}

resource policy "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "g"
  targetTrackingConfiguration = (policySource.name != "" ? {
    targetValue    = 1.5
    disableScaleIn = null
  } : policySource.targetTrackingConfiguration)
}

output "sizes" {
  value = [chosenByOutput.rootBlockDevice.volumeSize, chosenByConfig.rootBlockDevice.volumeSize, policy.targetTrackingConfiguration.targetValue]
}
