# Loops that are an apply's whole body, over collections whose elements are
# outputs (a splat of a ranged resource's list output) and which the apply
# resolves: the loop variable is the resolved element in the callback, so
# reads of it (a splat, an index, an attribute, length) are plain there.
config flag bool {
  default = true
}

resource amis "aws:ec2/ami:Ami" {
  options {
    range = 2
  }
  name = "a${range.value}"
}

# A splat of the variable inside a conditional that a filter guards.
resource sg "aws:ec2/securityGroup:SecurityGroup" {
  egress = [for d in amis[*].ephemeralBlockDevices : (secret(flag) ? {
    fromPort       = 1
    toPort         = 2
    protocol       = "tcp"
    ipv6CidrBlocks = d[*].virtualName
  } : {
    fromPort = 3
    toPort   = 4
    protocol = "udp"
  }) if secret(flag)]
}

# The key and the value, with an index, an attribute and length read of it.
names = [for i, d in amis[*].ephemeralBlockDevices : "${i}:${length(d)}:${length(d) > 0 ? d[0].deviceName : "none"}" if secret(flag)]

# A map loop over the same.
byName = { for i, d in amis[*].ephemeralBlockDevices : "k${i}" => [for e in d : e.virtualName] if !secret(!flag) }

# A loop hoisted from inside the body over the same collection, which binds
# the variable again.
counts = [for i, d in amis[*].ebsBlockDevices : length([for x in amis[*].ebsBlockDevices : x]) + i if secret(flag)]

output "egressCount" {
  value = length(sg.egress)
}

output "names" {
  value = names
}

output "byName" {
  value = byName
}

output "counts" {
  value = counts
}
