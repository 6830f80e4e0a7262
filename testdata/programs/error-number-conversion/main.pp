# A string converts to a number only when it holds one: a random string's
# result given to a number input is an error when the program runs.
resource "word" "random:index/randomString:RandomString" {
  length = 8
}

resource "derived" "random:index/randomString:RandomString" {
  length = word.result
}
