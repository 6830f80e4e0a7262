# Names that collide with Go keywords, predeclared identifiers and the
# packages a Go program imports.

config "string" "string" {
  default = "type"
}

config "range" "int" {
  default = 2
}

fmt = "100% ${string}"

resource "pulumi" "aws:ec2/securityGroup:SecurityGroup" {
  description = fmt
}

resource "ec2" "aws:ec2/securityGroup:SecurityGroup" {
  description = "depends on pulumi"
  tags = {
    "kind"     = "nil"
    "func-key" = pulumi.name
  }
  options {
    dependsOn = [pulumi]
  }
}

resource "map" "aws:ec2/securityGroup:SecurityGroup" {
  options {
    range = range
  }
  name = "map-${range.value}"
}

output "len" {
  value = length(map)
}

output "func" {
  value = ec2.arn
}
