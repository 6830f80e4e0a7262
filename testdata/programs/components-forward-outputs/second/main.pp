config "name" "string" {
}

resource "word" "random:index/randomString:RandomString" {
  length = 4
}

resource "tag" "random:index/randomString:RandomString" {
  length = 3
  keepers = {
    name = name
  }
}

output "size" {
  value = word.length
}
