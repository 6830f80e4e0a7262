# Resources ranged over a plain invoke's result, which every backend
# resolves before it creates them: the collection of resources is plain,
# so builtins over it (length, element, join of a splat) are plain too,
# in locals and in the inputs and outputs that read them.
ami = invoke("aws:ec2/getAmi:getAmi", { owners = ["self", "amazon"] })

resource "pets" "random:index/randomPet:RandomPet" {
  length = 2
  options {
    range = [for o in ami.owners : o]
  }
}

resource "named" "random:index/randomString:RandomString" {
  length = 4
  options {
    range = { for o in ami.owners : o => o }
  }
}

count    = length(pets[*].length)
lengths  = [for p in pets : p.length]
keyCount = length(named)
second   = element(pets, 1)

resource "summary" "random:index/randomPet:RandomPet" {
  length    = count % 3 + keyCount
  prefix    = "n${count}-${keyCount}"
  separator = second.separator
}

output "count" {
  value = count
}

output "lengths" {
  value = length(lengths)
}

output "secondLength" {
  value = second.length
}
