// Resources and components ranged over a for expression whose collection is
// a plain invoke's result and whose values are outputs: the range is an
// output, and so is the collection of nodes, in every position it is read.
ami = invoke("aws:ec2/getAmi:getAmi", { owners = ["self", "amazon"] })

resource "prefix" "random:index/randomPet:RandomPet" {
  length = 1
}

resource "ids" "random:index/randomId:RandomId" {
  byteLength = 4
  options {
    range = [for k, v in ami.owners : "${k}-${v}-${prefix.id}"]
  }
}

resource "named" "random:index/randomString:RandomString" {
  length = 8
  options {
    range = { for v in ami.owners : v => "${v}${prefix.id}" }
  }
}

component "parts" "./comp" {
  options {
    range = [for v in ami.owners : prefix.id if v != ""]
  }
}

hexes = ids[*].hex

output "hexes" {
  value = hexes
}

output "first" {
  value = ids[0].b64Std
}

output "count" {
  value = length(ids)
}

output "looped" {
  value = [for i in ids : i.byteLength]
}

output "keys" {
  value = [for k, r in named : k]
}

output "partNames" {
  value = parts[*].name
}
