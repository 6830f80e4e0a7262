config "json" "int" {
  default = 8
}

config "Math" "map(string)" {
  default = {
    "alpha" = "tab\there"
    "x-y" = "quote\"d"
  }
}

config "november" "map(string)" {
}

resource "or" "tls:index/privateKey:PrivateKey" {
  algorithm = "x"
  options {
    range = try(notImplemented("not here"), false)
  }
}
