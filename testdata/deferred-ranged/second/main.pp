config input "string" {}

output name {
  value = "${input}-x"
}

# An output whose name is a Python keyword.
output class {
  value = length(input)
}
