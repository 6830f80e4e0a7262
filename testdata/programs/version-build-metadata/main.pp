# A resource whose version option chooses a schema whose version carries
# build metadata (+exp.sha.1234): a Go module version cannot, so pcl2go -o
# requires the SDK module at 4.11.2-alpha.1 and warns that it dropped it.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
  options {
    version = "4.11.2-alpha.1+exp.sha.1234"
  }
}

output "name" {
  value = pet.id
}
