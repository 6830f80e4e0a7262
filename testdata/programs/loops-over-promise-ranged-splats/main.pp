# Resources ranged over a plain invoke's result are a plain list in a backend
# that resolves invokes where they are made (Python), so a splat of their
# outputs is a list of outputs, not an output of a list. The variables of
# loops over such a splat hold outputs, and every builtin over them, in the
# loop's body or around the loop, is an output computed in an apply.
ami = invoke("aws:ec2/getAmi:getAmi", {})

resource "keys" "random:index/randomString:RandomString" {
  options {
    range = split("-", ami.name)
  }
  length = 4
}

lens = [for s in keys[*].result : length(s)]

resource "golf" "random:index/randomId:RandomId" {
  byteLength = length([for json in keys[*].urn : length(json)])
}

output "joined" {
  value = join(",", [for s in keys[*].result : s])
}
output "json" {
  value = toJSON([for s in keys[*].result : length(s)])
}
output "parts" {
  value = [for s in keys[*].result : split("a", s)]
}
output "byKey" {
  value = {for i, s in keys[*].result : s => i}
}
output "firsts" {
  value = [for s in keys[*].result : element(split("a", s), 0)]
}
output "total" {
  value = max(lens...)
}
output "cond" {
  value = [for s in keys[*].result : length(s) > 2 ? "long" : s]
}
output "nested" {
  value = [for s in keys[*].result : [for t in keys[*].result : "${s}${t}"]]
}
