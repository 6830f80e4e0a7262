# A component known only by its token, with no program directory: every
# language registers it as a local component resource of that type.
resource "seed" "random:index/randomPet:RandomPet" {
  length = 1
}

component "widget" {
  token   = "my:custom:Component"
  aNumber = 42
  aString = seed.id
}

resource "after" "random:index/randomString:RandomString" {
  length = 3
  options {
    dependsOn = [widget]
  }
}
