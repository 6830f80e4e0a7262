// An invoke in a local is made whether or not a resource reads its result:
// here only resources ranged over nothing do, and its arguments are
// outputs (a secret, and a recovered one that resolves later).
config "owner" "string" {
  default = "self"
  secret  = true
}

config "count" "int" {
  default = 0
}

image = invoke("aws:ec2/getAmi:getAmi", {
  owners    = [owner]
  nameRegex = recover(secret("^web-"), "^any-")
})

other = invoke("aws:ec2/getAmi:getAmi", {
  owners = [recover(secret(owner), "amazon")]
})

resource "servers" "aws:ec2/instance:Instance" {
  options {
    range = count
  }
  ami          = image.id
  instanceType = "t2.micro"
}

resource "maybe" "aws:ec2/instance:Instance" {
  options {
    range = count > 0
  }
  ami          = other.imageId
  instanceType = "t2.micro"
}
