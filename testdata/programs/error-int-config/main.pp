# An int config variable given 7.5 is an error when the program runs
# (config.json sets it).
config "count" "int" {
  default = 3
}

resource "name" "random:index/randomString:RandomString" {
  length = count
}
