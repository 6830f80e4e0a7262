# A component's output that may be null and is computed from outputs (a
# choice of a resource's optional map and a map of its id) is typed as an
# output holding outputs, but its value holds none: given where an optional
# input is taken, it is asserted present as a plain optional output is
# (TypeScript's SDK types take no output of undefined there).
component "tagging" "./tagging" {
}

resource "tagged" "aws:s3/bucket:Bucket" {
  tags = tagging.tags
}

resource "server" "aws:ec2/instance:Instance" {
  ami = "ami-0123"
  instanceType = "t3.micro"
  securityGroups = tagging.groups
  tags = tagging.keepers
}

output "bucketTags" {
  value = tagged.tags
}

output "groups" {
  value = server.securityGroups
}
