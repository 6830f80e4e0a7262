# A list computed on an optional int, which PCL types as a list of numbers
# and Go computes as a []int, read whole inside the apply of a for
# expression over a component's output.
resource "str" "random:index/randomPet:RandomPet" {
  length = 2
  options {
    range = 1
  }
}

resource "server" "aws:ec2/instance:Instance" {
  ami = "ami-0"
  instanceType = "t3.micro"
  rootBlockDevice = {
    volumeSize = 8
  }
}

abstract = server.rootBlockDevice.volumeSize

component "echo" "./names" {
}

output "private" {
  value = { for k, o in echo.names : "k${k}" => [for n in str[*].length : (3 - abstract) if server.ami != ""] }
}
