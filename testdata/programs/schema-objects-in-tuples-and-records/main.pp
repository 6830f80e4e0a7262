# Objects of a schema's types inside tuples whose elements differ (beside
# values that hold none, or of two schema types) and inside objects of no
# schema's type, where values leave the SDK's typed positions: stack
# outputs, toJSON's argument and a component's input. Each is given as PCL
# holds it: keyed by the schema's names, every property there (found
# writing the test of fuzz seed 9896: the shape of a tuple's first object
# was given to a map beside it).
resource "image" "aws:ec2/ami:Ami" {
  name = "image"
  ebsBlockDevices = [{
    deviceName = "/dev/sda"
    volumeSize = 8
  }]
  ephemeralBlockDevices = [{
    deviceName  = "/dev/sdb"
    virtualName = "ephemeral0"
  }]
  tags = {
    team = "core"
  }
}

resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue     = 50
    disableScaleIn  = true
  }
}

output "withMap" {
  value = [image.ebsBlockDevices, image.tags, "text"]
}

output "twoTypes" {
  value = [image.ebsBlockDevices[0], image.ephemeralBlockDevices[0], policy.targetTrackingConfiguration]
}

output "record" {
  value = {
    devices = image.ebsBlockDevices
    name    = image.name
    nested = {
      target = policy.targetTrackingConfiguration
    }
  }
}

output "json" {
  value = toJSON({
    devices = image.ebsBlockDevices
    pair    = [image.ephemeralBlockDevices[0], "x"]
  })
}

plain = {
  first = image.ebsBlockDevices[0]
  label = "plain"
}

output "plain" {
  value = plain
}

component "comp" "./comp" {
  settings = secret({
    device = image.ephemeralBlockDevices[0]
    label  = "given"
  })
}

output "fromComponent" {
  value = comp.summary
}
