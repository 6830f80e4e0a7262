config "flag" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
}

resource "objects" "random:index/randomPet:RandomPet" {
  prefix = "${pet.id}-${range.value}"
  options {
    range = flag ? { beta = 0.25, "with space" = 1.5 } : { "a.b" = 3 }
  }
}

resource "listed" "random:index/randomPet:RandomPet" {
  prefix = "${pet.id}-${range.value}"
  options {
    range = flag ? [1e21, 2.5] : [3]
  }
}

config "anything" "list(any)" {
  default = [1, true, "x", 0.5]
}
texts = [for v in anything : "${pet.id}:${v}"]

output "prefixes" {
  value = [objects["beta"].prefix, objects["with space"].prefix, listed[0].prefix, listed[1].prefix]
}
output "texts" {
  value = texts
}
