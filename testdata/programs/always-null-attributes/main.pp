# Attributes that are always null, read from objects that hold outputs:
# null wherever they are read (Go holds such an object as an input
# collection, and has no output type of none to read them as).
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

settings = {
  unset  = null
  length = pet.length
  nested = {
    inner = null
    id    = pet.id
  }
}

resource "other" "random:index/randomPet:RandomPet" {
  prefix    = settings.unset
  length    = settings.length
  separator = settings.nested.inner
}

output "unset" {
  value = settings.unset
}

output "literal" {
  value = { a = null, b = pet.id }.a
}

output "nulls" {
  value = [for x in [settings.unset, settings.nested.inner] : x == null]
}

output "indexed" {
  value = settings["unset"]
}
