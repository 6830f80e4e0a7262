config "flag" "bool" {
  default = false
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs  = ["a"]
  keepers = { a = "b" }
}

resource "compared" "random:index/randomString:RandomString" {
  length  = 4
  keepers = ({ k = true } == { b = flag }) ? { "Key" = "x" } : shuffle.keepers
}

resource "chosen" "random:index/randomString:RandomString" {
  length  = 4
  keepers = flag ? { "Key" = "x" } : shuffle.keepers
}

resource "eventual" "random:index/randomString:RandomString" {
  length  = 4
  keepers = shuffle.results[0] == "a" ? { "Key" = "x" } : shuffle.keepers
}

resource "constant" "random:index/randomString:RandomString" {
  length  = 4
  keepers = (false ? { "a.b" = "true", "x-y" = "100%" } : shuffle.keepers)
}
