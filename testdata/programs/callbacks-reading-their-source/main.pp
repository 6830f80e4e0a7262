# Resources ranged over an output, read whole again inside a loop over
# them: the callback that resolves the list reads the list's variable
# itself, which its parameter must not hide (fuzz seed 10786).
config "names" "list(string)" {
  default = ["a", "b"]
}

resource "pets" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = secret(names)
  }
}

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for i, p in pets : "${p.id}/${length(pets)}"]
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [for i, p in pets : {
    fromPort = i
    toPort = 80
    protocol = p.prefix
    cidrBlocks = pets[*].id
  }]
}

output "firsts" {
  value = [for p in pets : pets[0].prefix]
}
