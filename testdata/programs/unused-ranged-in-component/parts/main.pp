config "enabled" "bool" {}

resource "flagged" "random:index/randomPet:RandomPet" {
  options {
    range = enabled
  }
}

resource "notFlagged" "random:index/randomPet:RandomPet" {
  options {
    range = !enabled
  }
}

resource "counted" "random:index/randomPet:RandomPet" {
  options {
    range = 2
  }
  prefix = "n${range.value}"
}

resource "keyed" "random:index/randomPet:RandomPet" {
  options {
    range = { a = "x", b = "y" }
  }
  prefix = range.value
}

resource "listed" "random:index/randomPet:RandomPet" {
  options {
    range = ["p", "q"]
  }
  prefix = range.value
}

resource "read" "random:index/randomPet:RandomPet" {}

output "name" {
  value = read.id
}
