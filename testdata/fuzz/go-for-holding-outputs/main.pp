resource "golf" "tls:index/privateKey:PrivateKey" {
  algorithm = try(toBase64("${2}-${"x.y"}x\n${"x"} end"), "dollar$")
  options {
    range = {}
  }
}

resource "urn" "random:index/randomPet:RandomPet" {
  keepers = { for widgets, defer in golf : widgets => ((true != true) ? "$ ${"x.y"}$ ${golf["beta"]["rsaBits"]}$ ${0.25}}" : stack()) }
}
