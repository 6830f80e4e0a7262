config "flag" "bool" {}

config "ratio" "number" {}

config "size" "int" {}

config "label" "string" {}

config "numbers" "list(int)" {
  default = [1]
}

config "flags" "map(bool)" {
  nullable = true
}

config "owner" "object({name=string, age=int})" {
  nullable = true
}

config "feedback" "string" {}

resource "pet" "random:index/randomPet:RandomPet" {
  length = size
  prefix = "${label}-${feedback}"
}

output "summary" {
  value = "${pet.id}:${flag}:${ratio}:${length(numbers)}"
}
