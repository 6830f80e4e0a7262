# max (and min) of no numbers is an error: the run fails there. The list
# expanded into max's arguments is empty.
config "sizes" "list(int)" {
  default = []
}

resource "name" "random:index/randomString:RandomString" {
  length = max(sizes...)
}
