config "size" "string" {
  default = "16"
}

# A literal string that holds a number folds to the number.
resource "fixed" "random:index/randomString:RandomString" {
  length = "12"
}

# Other strings are parsed when the program runs.
resource "configured" "random:index/randomPassword:RandomPassword" {
  length = size
}

resource "derived" "random:index/randomString:RandomString" {
  length = fixed.result
}
