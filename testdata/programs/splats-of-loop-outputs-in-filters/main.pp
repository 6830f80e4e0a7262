# Loops over ranged resources whose filter, key or value reads a splat of
# an output of the loop's variable: each is gathered over the collection,
# as a plain read of the output is, and resolved by one apply.
resource "listed" "aws:ec2/ami:Ami" {
  ephemeralBlockDevices = [{
    deviceName  = "sda"
    virtualName = "ephemeral0"
  }]
  options {
    range = 2
  }
}

resource "mapped" "aws:ec2/ami:Ami" {
  ephemeralBlockDevices = [{
    deviceName  = "sdb"
    virtualName = "ephemeral1"
  }]
  options {
    range = { a = 1, b = 2 }
  }
}

filtered = [for i, r in listed : i if length(r.ephemeralBlockDevices[*].deviceName) != 7]
keyed = { for k, r in mapped : k => 1 if length(r.ephemeralBlockDevices[*].deviceName) > 0 }
named = { for k, r in mapped : "${k}-${join("-", r.ephemeralBlockDevices[*].virtualName)}" => k }
counted = [for r in listed : length(r.ephemeralBlockDevices[*].deviceName)]

output filtered {
  value = filtered
}

output keyed {
  value = keyed
}

output named {
  value = named
}

output counted {
  value = counted
}
