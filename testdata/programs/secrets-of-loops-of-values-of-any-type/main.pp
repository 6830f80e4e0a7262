// The secret (and unsecret) of a loop over a secret range of values of any
// type, given to typed inputs: each output element is converted to the
// input's element type inside the secret, as it would be without it.
config "names" {
  default = ["one", "two"]
}

resource "server" "aws:ec2/instance:Instance" {
  options {
    range = secret([for n in names : n])
  }
  ami            = "ami-0"
  instanceType   = "t2.micro"
  securityGroups = secret([for a, p in [for x, e in range(2) : range.value] : p])
  tags           = unsecret({ for i, v in [range.value] : "k${i}" => v })
}
