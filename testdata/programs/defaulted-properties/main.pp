// A property with a schema default takes the value the program gives, also
// an empty string: the Go SDK replaces a zero input by the default, so Go
// gives such a value as an output. A null leaves the default.
config "note" "string" {
  default = ""
}

resource empty "aws:ec2/securityGroup:SecurityGroup" {
  description = ""
}

resource fromConfig "aws:ec2/securityGroup:SecurityGroup" {
  description = note
}

resource named "aws:ec2/securityGroup:SecurityGroup" {
  description = "web"
}

resource unset "aws:ec2/securityGroup:SecurityGroup" {
  description = null
}
