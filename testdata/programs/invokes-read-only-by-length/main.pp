// An invoke in a local is made whether or not a value that reads it is
// computed: the length of a list of the invoke's fields needs none of
// them, nor does a constant index of a list the other elements.
resource "owner" "random:index/randomString:RandomString" {
  length = 8
}

image = invoke("aws:ec2/getAmi:getAmi", {
  owners = [owner.result]
})

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-0"
  instanceType = "t${length([image.id != owner.result, true])}.micro"
}

other = invoke("aws:ec2/getAmi:getAmi", {
  owners = [owner.id]
})

output "picked" {
  value = element([other.name, "plain"], 1)
}
