# lookup of a map that holds a plain invoke's results (promises) with a
# default that is an output (a secret config, a secret range's key): the
# value is an output, not a promise, whichever the map or the default gives.

config token string {
  default = "t"
  secret  = true
}

config key string {
  default = "missing"
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  mostRecent = true
})

resource "server" "aws:ec2/instance:Instance" {
  ami = lookup({
    "k1" = ami.imageId
  }, key, "pre ${token}")
  instanceType = lookup({ k1 = ami.imageId, k2 = ami.name }, key, token)
  keyName      = lookup({ "k1" = ami.imageId }, key, "plain")
}

resource "ranged" "aws:ec2/instance:Instance" {
  ami = lookup({
    "k1" = ami.imageId
  }, key, "pre ${range.key}")
  options {
    range = secret(["a"])
  }
}

chosen = lookup({ k1 = ami.imageId }, key, token)

output chosen {
  value = chosen
}

output found {
  value = lookup({ k1 = ami.imageId }, "k1", token)
}
