// Null values Go holds as interface{}: a list of objects whose attributes
// are optional (a pointer in Go, nil when null) given as a schema list,
// singleOrNone of an empty list given to optional inputs, and try of a
// value that is null (a value, not a failure). A program that reads its
// own directory, transformed, does so wherever it runs.
config "flag" "bool" {
  default = false
}

config "maybe" "list(string)" {
  default = []
}

resource group "aws:ec2/securityGroup:SecurityGroup" {
  description = singleOrNone(maybe)
  name = try(singleOrNone(maybe), "fallback")
  ingress = unsecret(secret(flag)) ? [] : [{
    fromPort = 5
    protocol = "tcp"
    self = null
    toPort = 8
  }, {
    description = "second"
    fromPort = 3
    protocol = "udp"
    self = false
    toPort = 9
  }]
}

resource bucket "aws:s3/bucket:Bucket" {
  lifecycleRules = [{
    enabled = true
    id = singleOrNone([])
  }]
}

output directory { value = toBase64(cwd()) }
output none { value = try(singleOrNone(maybe), "fallback") }
