config "trigger" "string" {
}

resource "word" "random:index/randomString:RandomString" {
  length = 4
  options {
    replacementTrigger = trigger
  }
}

output "word" {
  value = word.result
}
