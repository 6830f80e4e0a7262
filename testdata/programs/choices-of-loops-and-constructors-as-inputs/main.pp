# Choices between a for expression (over an invoke's list) and a
# constructor of objects holding an optional output, given as a list of
# schema objects and as a map: each branch is given element by element,
# the optional output asserted present as it is in a constructor given
# there.
config flag bool {
  default = false
}

resource "counts" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a"]
  resultCount = 3
}

image = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
})

resource "rules" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = (flag ? [for w in image.owners : {
    fromPort       = 14
    ipv6CidrBlocks = []
    protocol       = w
    self           = null
    toPort         = 14
  }] : [{
    description    = null
    fromPort       = 1
    ipv6CidrBlocks = null
    protocol       = "tcp"
    self           = !flag
    prefixListIds  = image.owners
    toPort         = counts.resultCount
  }, {
    fromPort = 2
    protocol = "udp"
    toPort   = 3
  }])
}

resource "tagged" "aws:ec2/securityGroup:SecurityGroup" {
  tags = (!flag ? { for k in ["a", "b"] : k => "v-${k}" } : { fixed = counts.id })
}
