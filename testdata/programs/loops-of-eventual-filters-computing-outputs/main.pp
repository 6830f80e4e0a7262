// Loops over plain lists of resources whose filter reads an output of
// another resource and whose elements compute from outputs of the loop's
// variable: the loop is the body of an apply over the filter's output,
// where it is a plain list (or map) of outputs, which Go builds as an
// input collection and the apply awaits.
resource groups "aws:ec2/securityGroup:SecurityGroup" {
  options { range = 2 }
  ingress = [for n in range(range.value + 1) : { fromPort = 80 + n, toPort = 80 + n, protocol = "tcp", cidrBlocks = ["10.0.0.${n}/32"] }]
}
resource other "random:index/randomPet:RandomPet" {
  length = 2
}
output counts { value = [for g in groups : length(g.ingress[*].cidrBlocks) if other.id != "x"] }
output byIndex { value = {for i, g in groups : "g${i}" => length(g.ingress) if length(other.id) > 0} }
output grouped { value = {for i, g in groups : (i < 1 ? "first" : "rest") => g.ingress[0].fromPort... if other.id != ""} }
output nested { value = [for g in groups : [for rule in g.ingress : rule.toPort if other.id != "x"]] }
output sameGroup { value = [for g in groups : g.ingress[*].protocol if g.id != other.id] }
output both { value = [for i, g in groups : "${i}:${length(g.ingress)}:${other.id}" if other.length > 1] }
