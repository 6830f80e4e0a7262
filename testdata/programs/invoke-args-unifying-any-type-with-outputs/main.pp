# A value of any type (a try whose first argument cannot be typed) unified
# with an output, or with a collection holding one, is an output of any
# type: a conditional or a loop that may yield an output from one side is
# typed as one, and an invoke given it is made in its output form (the
# plain form would be given an output).
config "flag" "bool" {
  default = true
}

resource "pw" "random:index/randomPassword:RandomPassword" {
  length = 8
}

others = ["x", try(notImplemented("not here"), "y"), "pre ${pw.result}"]

chosen = flag ? [for n in range(2) : "b${n}"] : others

images = invoke("aws:ec2/getAmi:getAmi", {
  owners = flag ? [for n in range(2) : "b${n}"] : others
})

picked = invoke("aws:ec2/getAmi:getAmi", {
  owners = [flag ? try(notImplemented("nope"), "z") : pw.result]
})

held = invoke("aws:ec2/getAmi:getAmi", {
  owners = flag ? try(notImplemented("nope"), ["w"]) : [pw.result]
})

output "owners" {
  value = images.owners
}

output "pickedOwners" {
  value = picked.owners
}

output "heldOwners" {
  value = held.owners
}

output "chosen" {
  value = chosen
}
