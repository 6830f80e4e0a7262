config "port" "int" {
  default = 8080
}

config "zones" "list(string)" {
  default = ["a", "b"]
}

config "labels" "map(string)" {
  default = {
    team = "infra"
  }
}

config "image" "string" {
  default = "ami-0123456789"
}

resource "base" "aws:ec2/securityGroup:SecurityGroup" {
  description = "base"
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  # A template over an output with a literal percent sign.
  description = "100% open for ${base.name}"
  ingress = [for z in zones : {
    protocol   = "tcp"
    fromPort   = port
    toPort     = port + 1
    cidrBlocks = ["10.0.0.0/16"]
    description = z
  }]
  tags = labels
  options {
    protect             = false
    ignoreChanges       = [tags]
    deleteBeforeReplace = true
  }
}

resource "server" "aws:ec2/instance:Instance" {
  ami            = image
  instanceType   = "t3.micro"
  securityGroups = [group.name]
  vpcSecurityGroupIds = [group.id]
  tags = {
    Name = upperName
    Zone = zones[0]
  }
}

upperName = "${group.name}-${group.arn}"

resource "perZone" "aws:ec2/securityGroup:SecurityGroup" {
  options {
    range = zones
  }
  name = "zone-${range.key}-${range.value}"
}

resource "perLabel" "aws:ec2/securityGroup:SecurityGroup" {
  options {
    range = labels
  }
  description = range.value
}

resource "maybe" "aws:ec2/securityGroup:SecurityGroup" {
  options {
    range = port > 80
  }
}

resourceNames = perZone[*].name

output "secretArn" {
  value = secret(server.arn)
}

output "json" {
  value = toJSON({
    arn  = server.arn
    port = port
  })
}

output "publicIp" {
  value = server.publicIp
}

output "lengthOfName" {
  value = length(group.name) * 2
}

output "firstZone" {
  value = resourceNames[0]
}

output "names" {
  value = resourceNames
}
