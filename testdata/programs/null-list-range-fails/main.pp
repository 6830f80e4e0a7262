config "names" "list(string)" {
  default = null
}

resource "named" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = names
  }
}
