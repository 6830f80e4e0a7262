config "size" "int" {}

config "prefix" "string" {}

# The outputs read across instances come from a resource that does not take
# the prefix: were they computed from it, each instance's output would wait
# for itself, a circular reference.
resource "id" "random:index/randomId:RandomId" {
  byteLength = size
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = size
  prefix = prefix
}

output "name" {
  value = id.hex
}

output "size" {
  value = id.byteLength
}
