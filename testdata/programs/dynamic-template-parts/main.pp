# Values of any type in templates: elements of a list resolved from
# outputs, where an optional output's value is a pointer in Go (fuzz seed
# 11100).
config "anything" {
  default = "dyn"
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "p"
}

resource "named" "random:index/randomPet:RandomPet" {
  prefix = "${range.value}!${range.key}"
  options {
    range = [pet.prefix, "x", pet.length]
  }
}

output "texts" {
  value = ["<${anything}>", "${true ? anything : 1}"]
}

output "prefixes" {
  value = named[*].prefix
}
