// A for expression over no element whose filter reads a secret: PCL's
// value is not secret, since the filter is never evaluated, but a program
// that resolves the secret in one apply around the loop marks it secret,
// and what reads it, a null property among others, may be secret too.
config "threshold" "number" {
  secret = true
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [for x in {} : {
    fromPort = 11
    protocol = "tcp"
    toPort = 2
  } if threshold > 1]
}

resource "bucket" "aws:s3/bucket:Bucket" {
  lifecycleRules = [{
    enabled = true
    id = singleOrNone(group.ingress[*].protocol)
  }]
}

output "protocols" {
  value = group.ingress[*].protocol
}
