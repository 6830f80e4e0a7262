config "names" "list(optional(string))" {
}

config "tags" "map(optional(string))" {
}

resource "tagged" "aws:ec2/instance:Instance" {
  ami            = "ami-3"
  instanceType   = "t3.micro"
  tags           = tags
  securityGroups = names
}

output "joined" {
  value = join(",", [for n in names : n if n != null])
}
