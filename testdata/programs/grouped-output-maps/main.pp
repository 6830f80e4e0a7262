# Grouping for expressions (`=> value...`) whose values hold outputs, as
# locals, resource inputs and outputs: each group is a list of outputs.
resource "key" "random:index/randomId:RandomId" {
  byteLength = 4
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 12
}

config "names" "list(string)" {
  default = ["a", "b", "a", "c"]
}

config "size" "int" {
  default = 2048
  secret  = true
}

bySize = { for i, name in names : name => size + i... }

byName = { for name in names : name => key.hex... if name != "c" }

empty = { for i, name in [] : "${i}" => (recover(secret(name), 1e3) + name)... }

resource "counts" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for name, pems in byName : "${name}:${length(pems)}"]
}

output "bySize" {
  value = bySize
}

output "byName" {
  value = byName
}

output "empty" {
  value = empty
}
