# A number converts to an int only when it is whole: i / 2 with i = 25 is
# 12.5, and giving it to an int input is an error when the program runs, not
# a silent 12.
config "i" "int" {
  default = 25
}

resource "half" "random:index/randomString:RandomString" {
  length = i / 2
}
