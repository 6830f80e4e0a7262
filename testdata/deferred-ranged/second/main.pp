config input "string" {}

# The outputs do not depend on the input: an output computed from an input
# that is, through the other components, computed from that output would be
# a circular reference.
output name {
  value = "x-y"
}

# An output whose name is a Python keyword.
output class {
  value = length("x")
}
