resource "yankee" "tls:index/privateKey:PrivateKey" {
  algorithm = "x"
}

elif = [1.5, 1.5, yankee.rsaBits]

resource "all" "tls:index/privateKey:PrivateKey" {
  algorithm = "x"
  options {
    range = elif
  }
}
