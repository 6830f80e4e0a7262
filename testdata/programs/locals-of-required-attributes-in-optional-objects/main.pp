# Locals reading a required attribute through an optional object: the
# binder types them as optional, and Go computes them in applies as the
# attribute's own type; references read them as Go holds them.
resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    disableScaleIn = true
    targetValue = 0.25
  }
}

resource "server" "aws:ec2/instance:Instance" {
  ami = "ami-0"
  instanceType = "t3.micro"
  rootBlockDevice = {
    volumeSize = 8
  }
}

target = policy.targetTrackingConfiguration.targetValue
again  = policy["targetTrackingConfiguration"].targetValue
size   = server.rootBlockDevice.volumeSize

output "product" {
  value = ((target + again) / 1) * target
}

output "bigger" {
  value = size > target
}
