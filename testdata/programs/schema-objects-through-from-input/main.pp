// Collections that hold the schema object outputs of resources, resolved
// whole: Python's pulumi.Output.from_input rebuilds the objects they hold
// as plain dicts, whose properties are read as keys.
resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [{
    fromPort = 80
    toPort   = 81
    protocol = "tcp"
    }, {
    fromPort = 443
    toPort   = 444
    protocol = "tcp"
  }]
}

rules = [group.ingress[0], group.ingress[1]]

byName = {
  first = group.ingress[0]
  port  = 22
}

output "ports" {
  value = [for r in rules : r.fromPort]
}

output "second" {
  value = element(rules, 1).toPort
}

output "described" {
  value = "${element(rules, 0).protocol}-${group.name}"
}

output "byName" {
  value = [byName.first.fromPort, byName.port]
}
