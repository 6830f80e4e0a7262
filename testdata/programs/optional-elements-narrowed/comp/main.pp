config "names" "list(string)" {
}

config "tags" "map(string)" {
}

resource "server" "aws:ec2/instance:Instance" {
  ami            = "ami-c"
  instanceType   = "t3.micro"
  securityGroups = names
  tags           = tags
}

output "joined" {
  value = join(",", names)
}
