# Lists and maps of lists of objects of a schema's types (the splat of a
# ranged resource's list of objects), which the Go SDK has no typed
# collections of (no SecurityGroupIngressArrayArray): looped over, read in
# applies of one and of many outputs, filtered, secret, chosen by a
# condition, written by toJSON and exported whole (fuzz seed 9684: Go
# refused them as inputs).
resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  description = "g${range.value}"
  ingress = [for p in range(range.value + 1) : {
    cidrBlocks = ["10.0.0.${p}/32"]
    fromPort = p
    protocol = "tcp"
    toPort = p + 10
  }]
  options {
    range = 2
  }
}

rules = group[*].ingress
byName = { for i, g in group : "g${i}" => g.ingress }

output "keys" {
  value = { for i, rs in group[*].ingress : "k${i}" => group[0].id }
}
output "counts" {
  value = [for rs in group[*].ingress : length(rs)]
}
output "ports" {
  value = [for rs in rules : [for r in rs : r.fromPort]]
}
output "portsWithId" {
  value = [for rs in rules : "${group[0].id}:${length(rs)}"]
}
output "mapPorts" {
  value = { for k, rs in byName : k => [for r in rs : r.toPort] }
}
output "whole" {
  value = rules
}
output "wholeMap" {
  value = byName
}
output "encoded" {
  value = toJSON(rules)
}
output "firstGroup" {
  value = element(rules, 0)
}
output "secretCount" {
  value = length(secret(rules))
}
output "filtered" {
  value = [for i, rs in rules : i if length(rs) > 1]
}
chosen = group[0].id != "" ? rules : []
output "chosenPorts" {
  value = [for rs in chosen : [for r in rs : r.fromPort]]
}
output "chosenWhole" {
  value = chosen
}
output "mapWithId" {
  value = { for k, rs in byName : k => "${group[0].id}${length(rs)}" }
}
output "secretRules" {
  value = secret(rules)
}
