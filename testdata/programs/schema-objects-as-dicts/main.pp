// Objects of a schema's types that reach the program as plain dicts, not
// the SDK's output types: what pulumi.Output.all (an apply of several
// outputs) and pulumi.Output.secret give, and what is computed from it (a
// local, a list a for expression builds, a conditional's value). Their
// properties are read as keys; reads of a resource's outputs stay
// attributes.
resource "image" "aws:ec2/ami:Ami" {
  name = "image"
  ebsBlockDevices = [{
    deviceName = "/dev/sda"
    volumeSize = 8
  }]
  ephemeralBlockDevices = [{
    deviceName = "/dev/sdb"
    virtualName = "ephemeral0"
  }]
}

resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue = 50
  }
}

resource "count" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 3
}

// Applies of several outputs.
output "deviceLabels" {
  value = [for d in image.ephemeralBlockDevices : "${d.deviceName}-${count.result}"]
}

output "scaledTarget" {
  value = policy.targetTrackingConfiguration.targetValue * count.result
}

// secret's value, read on the output and in a loop (a property that may
// be unset with .get).
secretDevices = secret(image.ebsBlockDevices)

output "firstDevice" {
  value = secretDevices[0].deviceName
}

output "snapshots" {
  value = [for d in secretDevices : d.snapshotId == null ? "none" : d.snapshotId]
}

output "firstSize" {
  value = secretDevices[0].volumeSize
}

// A list a for expression builds, and a conditional's value, in applies of
// several outputs.
bigDevices = [for d in image.ebsBlockDevices : d if d.volumeSize > count.result]

output "bigNames" {
  value = bigDevices[*].deviceName
}

chosen = count.result > 0 ? image.ephemeralBlockDevices : []

output "chosenNames" {
  value = chosen[*].virtualName
}

// Where an object of a schema's type and an object literal unify to a
// plain object, read by PCL's names, the SDK's objects become PCL's: a
// conditional's branch, try's alternative.
devices = count.result > 0 ? image.ephemeralBlockDevices : [{
  deviceName = "none"
  virtualName = "none"
}]

output "devices" {
  value = devices[*].deviceName
}

triedDevice = try(image.ephemeralBlockDevices[0], {
  deviceName = "none"
  virtualName = "none"
})

output "triedDevice" {
  value = triedDevice.deviceName
}

// Reads of a resource's outputs.
output "plainNames" {
  value = image.ephemeralBlockDevices[*].deviceName
}
