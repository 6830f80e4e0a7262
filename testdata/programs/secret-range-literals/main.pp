# Instances created in an apply on a range that may be secret read
# range.value through an apply on the range, to keep its secrecy; the
# apply's value is an object or tuple constructor, or a conditional of them,
# which TypeScript types as PCL does only when told (fuzz seed 9520).

config "flag" "bool" {
  default = false
}

resource "names" "random:index/randomShuffle:RandomShuffle" {
  inputs = secret(["a", "b"])
}

# A conditional of object constructors.
resource "tagged" "aws:s3/bucket:Bucket" {
  options {
    range = names.results
  }
  tags = flag ? {} : {
    "Key" = range.value
    "for" = "x"
  }
}

# An object constructor alone.
resource "labelled" "aws:s3/bucket:Bucket" {
  options {
    range = names.results
  }
  tags = {
    "Name"  = range.value
    "Index" = "${range.key}"
  }
}

# A conditional of tuple constructors.
resource "grouped" "aws:ec2/instance:Instance" {
  options {
    range = names.results
  }
  ami            = "ami-123"
  instanceType   = "t3.micro"
  securityGroups = flag ? [] : [range.value, "default"]
}
