# A splat over resources ranged over an output reads an attribute that is
# an optional list of objects: a list of optional lists, which the Go SDK
# has no output type of.
resource buckets "aws:s3/bucket:Bucket" {
  options {
    range = secret([1, 2])
  }
  lifecycleRules = [{
    enabled = true
    prefix  = "logs/${range.key}"
  }]
}

resource instance "aws:ec2/instance:Instance" {
  ami                 = "ami-0"
  instanceType        = "t3.micro"
  vpcSecurityGroupIds = [for rules in buckets[*].lifecycleRules : "sg-${length(rules)}"]
}

output ruleCounts {
  value = [for rules in buckets[*].lifecycleRules : rules == null ? 0 : length(rules)]
}

output prefixes {
  value = [for rules in buckets[*].lifecycleRules : rules[0].prefix]
}
