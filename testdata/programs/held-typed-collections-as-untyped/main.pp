# Collections of optional numbers, ints and strings, computed in applies (whose
# results Go types as []float64, []int and map[string]string), held in an object
# beside other attributes and read back out of it.
resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue = 3
  }
}

resource "server" "aws:ec2/instance:Instance" {
  ami = "ami-0"
  instanceType = "t3.micro"
  rootBlockDevice = {
    volumeSize = 8
    volumeType = "gp3"
  }
}

holder = {
  numbers = [for i in range(2) : policy.targetTrackingConfiguration.targetValue if policy.name != "other"]
  byName = { for i in range(2) : "k${i}" => policy.targetTrackingConfiguration.targetValue if policy.name != "other" }
  sizes = [for i in range(3) : server.rootBlockDevice.volumeSize if server.ami != "other"]
  volumeTypes = { for i in range(3) : "v${i}" => server.rootBlockDevice.volumeType if server.ami != "other" }
  label = "fixed"
}

output "numbers" {
  value = holder.numbers
}

output "byName" {
  value = holder.byName
}

output "sizes" {
  value = holder.sizes
}

output "volumeTypes" {
  value = holder.volumeTypes
}
