# Collections whose type says nothing of their elements, computed from
# outputs: a conditional of empty lists given where a list of objects is
# expected (and a conditional of empty objects where a map of strings is),
# and a component's tuple output held in a local tuple.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = pet.length > 3 ? [] : []
  tags    = pet.length > 3 ? {} : {}
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  filters = pet.length > 3 ? [] : []
  owners  = ["self"]
})

component "pair" "./pair" {
}

held = [pair.numbers, [1.5], secret([pet.length])]

output "ingress" {
  value = group.ingress
}

output "held" {
  value = held
}

output "amiId" {
  value = ami.id
}
