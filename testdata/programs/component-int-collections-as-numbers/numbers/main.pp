config base int {
  default = 2
}

resource server "aws:ec2/instance:Instance" {
  ami          = "ami-0"
  instanceType = "t3.micro"
  rootBlockDevice = {
    volumeSize = 8
  }
}

# Arithmetic on an optional int, which PCL types as a number and Go
# computes as an int, collected into lists and maps.
output "listed" {
  value = [for i in [1, 2] : i - server.rootBlockDevice.volumeSize]
}

output "filtered" {
  value = [for i in [1, 2] : (length([]) - server.rootBlockDevice.volumeSize) if server.instanceType != ""]
}

output "mapped" {
  value = { for k, v in { a = 1 } : k => v * server.rootBlockDevice.volumeSize }
}

output "nested" {
  value = [[base - server.rootBlockDevice.volumeSize]]
}

output "single" {
  value = base - server.rootBlockDevice.volumeSize
}

# The same arithmetic read through locals.
difference = base - server.rootBlockDevice.volumeSize
differences = [for i in [1, 2] : i * difference]

output "local" {
  value = difference
}

output "localListed" {
  value = differences
}

output "localNested" {
  value = { a = [difference] }
}
