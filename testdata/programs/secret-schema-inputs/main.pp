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

# Secret values whose own type is not the input's: an empty map or list
# (of nothing) given to a map or list of strings.
resource "empty" "aws:s3/bucket:Bucket" {
  tags = secret({})
}

component "settings" "./settings" {
  names = secret([])
}

# A value made secret and then not: the input's type still decides.
resource "unsealed" "random:index/randomPet:RandomPet" {
  keepers = unsecret(secret({ a = "x" }))
}
