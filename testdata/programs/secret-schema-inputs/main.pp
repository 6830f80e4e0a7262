# Secret values given to inputs of schema types: Go makes the value secret
# as the input's own type (ec2.SecurityGroupEgressArray), whose output is
# an input of that type, where a map's output would not be.
resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  egress = secret([{
    fromPort   = 0
    toPort     = 0
    protocol   = "-1"
    cidrBlocks = ["0.0.0.0/0"]
  }])
  tags = secret({ Name = "web" })
}

resource "logs" "aws:s3/bucket:Bucket" {
  lifecycleRules = secret([{ enabled = true }])
}
