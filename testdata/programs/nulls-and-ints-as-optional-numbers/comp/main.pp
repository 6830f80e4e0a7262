config values "list(optional(number))" {
}
config byKey "map(optional(number))" {
  default = {}
}

output count {
  value = length(values)
}
output values {
  value = values
}
output keyed {
  value = byKey
}
