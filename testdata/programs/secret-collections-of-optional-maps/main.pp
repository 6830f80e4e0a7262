config "victor" "list(map(optional(string)))" {
  default = [{
    "Key" = null
  }, {
    "x-y" = "unicodé ✓"
  }, {
    "beta" = "b-2"
    "with space" = null
  }]
  secret = true
}

config "plain" "list(map(optional(string)))" {
  default = [{
    "Key" = null
  }]
}

output "whole" {
  value = victor
}

output "first" {
  value = victor[1]["x-y"]
}

output "keys" {
  value = [for m in victor : length(m)]
}

output "plainWhole" {
  value = plain
}

config "ls" "list(optional(string))" {
  default = ["a", null]
  secret  = true
}

config "ms" "map(list(optional(number)))" {
  default = { a = [1, null] }
  secret  = true
}

config "ol" "list(map(optional(string)))" {
  default = null
  secret  = true
}

output "ls" {
  value = ls
}

output "ms" {
  value = ms
}

output "ol" {
  value = ol
}

config "nullList" "list(string)" {
  default = null
  secret  = true
}

output "nullList" {
  value = nullList
}
