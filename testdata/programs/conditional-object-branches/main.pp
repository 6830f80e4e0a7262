// A conditional whose branches are objects of different attributes has
// their unified type, in every position: TypeScript infers the union of the
// branches' types, which no map input takes, unless told the type.
config "c" "bool" {
  default = false
}

localTags = c ? { "x" = "y" } : { "a.b" = "x" }

resource secretTags "aws:ec2/securityGroup:SecurityGroup" {
  tags = secret(c ? {} : { "a.b" = "x" })
}

resource plainTags "aws:ec2/securityGroup:SecurityGroup" {
  tags = c ? {} : { "a.b" = "x" }
}

resource unsecretTags "aws:ec2/securityGroup:SecurityGroup" {
  tags = unsecret(secret(c ? { "x" = "y" } : { "a.b" = "x" }))
}

resource localTagged "aws:ec2/securityGroup:SecurityGroup" {
  tags = localTags
}

resource listed "aws:ec2/securityGroup:SecurityGroup" {
  ingress = secret(c ? [] : [{ protocol = "tcp", fromPort = 80, toPort = 80 }])
}

output secretObject { value = secret(c ? {} : { "a.b" = "x" }) }
output fromId { value = plainTags.id == "" ? {} : { id = plainTags.id } }
