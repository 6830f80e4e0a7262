# Config, locals and resources named like the temporaries generated code
# needs: the temporaries take other names, so every value is read and none
# is hidden.
config "param" "string" {
  default = "p"
}

config "value" "int" {
  default = 2
}

config "result" "bool" {
  default = true
}

config "err" "number" {
  default = 1.5
}

config "cfg" "string" {
  nullable = true
}

config "ctx" "string" {
  default = "c"
}

config "index" "list(string)" {
  default = ["i", "j"]
}

config "key" "string" {
  default = "k"
}

res = "${param}-${ctx}"

resource "item" "random:index/randomString:RandomString" {
  options {
    range = value
  }
  length = value + range.value
  special = result
  overrideSpecial = res
}

output "param" {
  value = param
}

output "words" {
  value = [for w in index : "${w}-${res}-${result}-${key}"]
}

output "err" {
  value = err
}

output "cfg" {
  value = cfg
}
