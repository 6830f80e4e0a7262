# Objects of a list given to a schema's list input, narrowed for it (an
# optional output where the schema takes a value), whose fields read an
# invoke's results: TypeScript awaits the invoke, so the cast's type holds
# their values, not promises (fuzz seed 9798).
ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["amazon"]
  mostRecent = true
})

resource "first" "aws:ec2/securityGroup:SecurityGroup" {
  egress = [{
    cidrBlocks = ["10.0.0.0/8"]
    fromPort = 1
    protocol = "tcp"
    toPort = 2
  }]
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  egress = [for i in range(2) : {
    cidrBlocks = first.egress[0].cidrBlocks
    description = ami.name
    fromPort = i
    prefixListIds = singleOrNone([])
    protocol = ami.architecture
    self = i > 0
    toPort = i + 1
  }]
}

resource "other" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [for i in range(2) : {
    description = "${ami.name}-${i}"
    fromPort = i
    protocol = ami.architecture
    securityGroups = null
    toPort = i
  } if i < 5]
}

output "descriptions" {
  value = group.egress[*].description
}
