# Lists and maps of objects of a schema's type that its schema never lists
# (ec2.InstanceRootBlockDevice, the splat of a ranged instance's root
# device), which the Go SDK has no typed collection of: looped over, read
# in applies of one and of many outputs, filtered, secret, indexed, chosen
# by a condition, written by toJSON and exported whole (the class of fuzz
# seed 9684; Go refused them as inputs and outputs).
resource "inst" "aws:ec2/instance:Instance" {
  ami = "ami-${range.value}"
  instanceType = "t2.micro"
  rootBlockDevice = {
    volumeSize = 8 + range.value
    deleteOnTermination = range.value == 0
  }
  options {
    range = 2
  }
}

devices = inst[*].rootBlockDevice
byName = { for i, x in inst : "i${i}" => x.rootBlockDevice }

output "keys" {
  value = { for i, d in inst[*].rootBlockDevice : "k${i}" => inst[0].id }
}
output "sizes" {
  value = [for d in devices : d.volumeSize]
}
output "sizesWithId" {
  value = [for d in devices : "${inst[0].id}:${d.volumeSize}"]
}
output "mapSizes" {
  value = { for k, d in byName : k => d.volumeSize }
}
output "filtered" {
  value = [for i, d in devices : i if d.deleteOnTermination]
}
output "secretCount" {
  value = length(secret(devices))
}
output "first" {
  value = element(devices, 1)
}
chosen = inst[0].id != "" ? devices : []
output "chosenSizes" {
  value = [for d in chosen : d.volumeSize]
}
output "count" {
  value = length(devices)
}
output "whole" {
  value = devices
}
output "encoded" {
  value = toJSON(devices)
}
