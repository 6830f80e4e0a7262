# Choices of object constructors of different keys, one holding an
# invoke's result (a promise), chosen beside an output: the inner choice is
# made an output of the objects' inputs, given as a map input, exported
# and kept in a local, chosen and not.
config flag bool {
  default = false
}

config other bool {
  default = true
}

key = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
})

resource "chosen" "aws:ec2/securityGroup:SecurityGroup" {
  tags = !flag ? (other ? {
    Key = key.id
  } : {
    Key  = "back"
    beta = "b"
  }) : secret({ a = "x" })
}

resource "unchosen" "aws:ec2/securityGroup:SecurityGroup" {
  tags = flag ? (!other ? {
    Key = key.id
  } : {
    Key  = "back"
    beta = "b"
  }) : secret({ a = "x" })
}

labels = !flag ? (other ? { Key = key.architecture } : { Key = "k", extra = "e" }) : secret({ a = "y" })

output labels {
  value = labels
}
