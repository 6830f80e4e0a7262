resource "hash" "random:index/randomUuid:RandomUuid" {
}

component "public" "./compa" {
  november = hash["keepers"]
}
