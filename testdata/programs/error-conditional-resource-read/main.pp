# A resource whose range is false is null, and reading an attribute of null
# fails: the run fails where the program reads extra.id without a guard.
config "createExtra" "bool" {
  default = false
}

resource "extra" "random:index/randomPet:RandomPet" {
  options {
    range = createExtra
  }
}

resource "reader" "random:index/randomPet:RandomPet" {
  prefix = "read-${extra.id}"
}
