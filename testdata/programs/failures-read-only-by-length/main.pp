// A local whose value fails fails the program whether or not a value that
// reads it is computed: the length of a list of outputs needs none of
// them, so the program awaits the list itself.
resource "owner" "random:index/randomString:RandomString" {
  length = 8
}

image = invoke("aws:ec2/getAmi:getAmi", {
  owners = [owner.result]
})

names = [image.name, fromBase64(image.imageId)]

output "count" {
  value = length(names)
}
