# Resources that nobody reads, created over every kind of range, in the
# program and in a component (where each is a local variable of a function
# in Python and Go, which linters and compilers hold to being used).
config "enabled" "bool" {
  default = true
}

resource "unreadFlag" "random:index/randomPet:RandomPet" {
  options {
    range = enabled
  }
}

component "parts" "./parts" {
  enabled = enabled
}

component "skipped" "./parts" {
  enabled = false
}

output "partsName" {
  value = parts.name
}
