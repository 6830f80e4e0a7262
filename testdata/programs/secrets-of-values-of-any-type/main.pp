config "flag" "bool" {
  default = false
}

config "anything" "any" {
  default = { a = 1 }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]
  resultCount = 2
}

resource "pets" "random:index/randomPet:RandomPet" {
  prefix = "p${secret(range.value)}!"
  options {
    range = !flag ? [shuffle.resultCount, 0.1, 3] : [for x in shuffle.results : shuffle.resultCount]
  }
}

resource "mixed" "random:index/randomPet:RandomPet" {
  prefix = "${unsecret(secret(range.value))}-${range.key}"
  options {
    range = !flag ? { a = 1, b = "two", c = true } : {}
  }
}

secretAnything = secret(anything)
secretTried = secret(try(anything.a, null))
secretElement = secret(element([anything, 2], 0))

output "secrets" {
  value = [secretAnything, secretTried, secretElement, unsecret(secretTried)]
}
output "prefixes" {
  value = [pets[0].prefix, pets[1].prefix, mixed["b"].prefix]
}
