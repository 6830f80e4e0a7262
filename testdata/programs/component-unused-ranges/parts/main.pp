config "flags" "list(string)" {
}

config "choice" {
  default = true
}

resource "byBool" "random:index/randomPet:RandomPet" {
  options {
    range = length(flags) > 1
  }
}

resource "byCount" "random:index/randomPet:RandomPet" {
  options {
    range = length(flags)
  }
}

resource "byList" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = flags
  }
}

resource "byAny" "random:index/randomPet:RandomPet" {
  options {
    range = try(choice, false)
  }
}
