config "base" "int" {}

config "step" "int" {
  default = 4
}

config "scale" "number" {
  default = 0.5
}

config "label" "string" {
  default = "sized"
}

config "loud" "bool" {
  default = false
}

config "extra" "list(string)" {
  default = ["e"]
}

resource "word" "random:index/randomString:RandomString" {
  length  = base + step
  special = loud
}

parts = [for x in extra : "${x}${step}"]

output "text" {
  value = "${word.result}-${label}-${try(extra[step], label)}-${can(extra[step])}-${base * scale}-${parts[0]}-${step + length(word.result)}"
}
