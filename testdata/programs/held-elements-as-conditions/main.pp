// The elements of a collection that holds outputs (a secret config among
// plain values) read as conditions: of a conditional, of a loop's filter,
// negated, in a logical operation. Each is an output where it is read.
config "flag" "bool" {
  default = false
  secret = true
}

held = [true, flag]

chosen = [for s in held : s ? flag : false]

resource "str" "random:index/randomString:RandomString" {
  length = 4
  keepers = { for i, v in chosen : "k${i}" => "x" if v }
}

output "chosen" {
  value = chosen
}

output "negated" {
  value = [for s in held : !s]
}

output "filtered" {
  value = [for i, s in held : i if s && i >= 0]
}

output "picked" {
  value = [for s in held : s ? "on" : "off"]
}

output "keepers" {
  value = str.keepers
}
