// Texts joined from an optional output property and plain strings: Go
// gathers them as values of any type, the optional one a pointer, and
// writes each as PCL does.
resource "password" "random:index/randomPassword:RandomPassword" {
  length          = 8
  overrideSpecial = "!#"
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = join("-", [password.overrideSpecial, "x", password.result])
}

output "joined" {
  value = join("/", [password.overrideSpecial, 1.5, true, password.length])
}

output "prefix" {
  value = pet.prefix
}
