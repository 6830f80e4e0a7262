config "tags" "map(string)" {
  default = null
}

resource "tagged" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = tags
  }
}
