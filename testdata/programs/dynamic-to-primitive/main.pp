# Values of unknown type (config of type any) given where a string, a
# number, an int or a bool is required convert as PCL converts them: a bool
# or a number to its text, a string holding a number to that number. Go's
# interface{} holds an int literal as an int, where a number is read too.
config "settings" "any" {
  default = {
    flag = true
    count = 3
    text = "7"
    answer = "false"
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = settings.flag
  separator = settings.count
  length = settings.text
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = [settings.count, settings.flag, settings.text]
  resultCount = settings.count
}

resource "str" "random:index/randomString:RandomString" {
  length = settings.count
  special = settings.answer
  upper = settings.flag
}

output "half" {
  value = settings.count / 2
}

output "plusHalf" {
  value = settings.count + 0.5
}

output "negated" {
  value = !settings.flag
}
