# Decoding text that is not base64 is an error: the run fails there. The
# config's default lacks the padding that base64 needs ("...NA==").
config "encoded" "string" {
  default = "bm90IGJhc2U2NA"
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = fromBase64(encoded)
}
