# Fuzz seed 113223: a tuple whose element chooses, once outputs are known,
# between objects with an attribute of any type: the apply's callback
# returns that attribute optional, as the tuple's declared type takes it.
resource pet "random:index/randomPet:RandomPet" {
}

anyValue = try(notImplemented("not here"), true)

choices = [secret({
  name  = "a"
  extra = false
  }), {
  name  = pet.id
  extra = false
  }, (pet.length > 1 ? {
  name  = "b"
  extra = true
  } : {
  name  = pet.id
  extra = anyValue
})]

output names {
  value = [for c in choices : c.name]
}

output extras {
  value = [for c in choices : c.extra]
}
