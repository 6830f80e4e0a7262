# Resources ranged over a value computed from a secret output property
# (RandomPassword's result): the backends create them in an apply on the
# range, where the elements are plain, and every input that reads
# range.key or range.value is as secret as the range is when the program
# runs. An input that reads what the range reads (minLower) as well.
resource "private" "random:index/randomPassword:RandomPassword" {
  length = 8
}

resource "require" "random:index/randomString:RandomString" {
  length   = 4
  minUpper = (true ? 1 : range.key) * private.minLower
  special  = range.value == "x"
  options {
    range = split(",", "a,${private["minLower"]},${private.result}")
  }
}

# Ranged over a plain property of the same resource: no secret to keep.
resource "plainly" "random:index/randomString:RandomString" {
  length = range.value + 1
  options {
    range = [private.length]
  }
}

output "specials" {
  value = require[*].special
}
