# A loop over a collection holding a secret config (an output in every
# backend, plain to the binder) whose elements read it makes an invoke's
# arguments hold outputs: the invoke is called in its output form. A loop
# reading only the plain parts of its elements leaves it plain.
config "level" "int" {
  default = 2
  secret  = true
}

whole = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for v in [level, 1] : "a${v}!"]
})
attribute = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for e in [{ a = level, b = 1 }] : "o${e.a}"]
})
plainPart = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for e in [{ a = level, b = 1 }] : "o${e.b}"]
})

output "whole" {
  value = whole.id
}
output "attribute" {
  value = attribute.owners
}
output "plainPart" {
  value = plainPart.id
}
