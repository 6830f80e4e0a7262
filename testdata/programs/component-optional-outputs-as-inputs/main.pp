# Fuzz seed 10580: a component's output that is a resource's property which
# may be unset (Output[Mapping[str, str] | None] to pyright) given to an
# input that takes no None inside an output.
component "echo" "./comp" {
}

resource "server" "aws:ec2/instance:Instance" {
  ami = "ami-123"
  tags = echo.delta
}

output "tags" {
  value = server.tags
}
