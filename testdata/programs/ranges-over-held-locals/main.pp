# Resources ranged over values read from a local object that holds an
# output (Go holds such a local as a pulumi.Map, so the values read from it
# are outputs, and so are the resources ranged over them), with no secret
# config in the program: every read of the resources is an apply.
settings = {
  enabled = true
  count   = 2
  secret  = secret(3)
}

resource "listed" "random:index/randomId:RandomId" {
  byteLength = 4
  options {
    range = [true, settings.enabled]
  }
}

resource "counted" "random:index/randomId:RandomId" {
  byteLength = 4 + range.value
  options {
    range = settings.count
  }
}

resource "maybe" "random:index/randomId:RandomId" {
  byteLength = 8
  options {
    range = settings.enabled
  }
}

resource "sized" "random:index/randomId:RandomId" {
  byteLength = length(listed[*].byteLength) + length(counted)
}

output "listedCount" {
  value = length(listed[*].byteLength)
}

output "listedHex" {
  value = [for s in listed : s.hex]
}

output "countedSizes" {
  value = counted[*].byteLength
}

output "maybeSize" {
  value = maybe[*].byteLength
}

output "sized" {
  value = sized.byteLength
}
