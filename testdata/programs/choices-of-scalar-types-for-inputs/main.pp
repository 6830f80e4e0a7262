// Conditionals whose branches hold values of different scalar types, some
// outputs (an optional number beside an int, a number beside a string),
// given to inputs of one scalar type: each branch is converted to it, and
// null stays null where the input is optional.
config "pick" "bool" {
  default = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b"]
  resultCount = 2
}

resource "word" "random:index/randomString:RandomString" {
  length = pick ? (shuffle.resultCount == 1 ? shuffle.resultCount : shuffle.resultCount + 1) : 3
  special = pick ? shuffle.resultCount == 2 : "false"
}

resource "server" "aws:ec2/instance:Instance" {
  ami          = pick ? shuffle.resultCount / 2 : "ami-0"
  instanceType = !pick ? 7 : word.result
}

resource "again" "random:index/randomShuffle:RandomShuffle" {
  inputs      = [word.result]
  resultCount = pick ? null : (shuffle.resultCount == 2 ? shuffle.resultCount / 2 : shuffle.resultCount)
}

resource "third" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["x"]
  resultCount = pick ? null : shuffle.resultCount / 2
}

resource "parsed" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["x"]
  resultCount = !pick ? null : "${shuffle.resultCount}"
}
