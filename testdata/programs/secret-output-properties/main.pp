// A resource's output property is one output in every SDK: a map input with
// one secret value comes back as a secret map, so every value read from it
// is secret, the plain ones too.
resource source "random:index/randomPet:RandomPet" {
  keepers = {
    hidden = secret("x")
    shown  = "y"
  }
}

resource reader "random:index/randomPet:RandomPet" {
  prefix = source.keepers["shown"]
}

output shown { value = source.keepers["shown"] }
output missing { value = lookup(source.keepers, "other", "default") }
output plainLength { value = source.length }
