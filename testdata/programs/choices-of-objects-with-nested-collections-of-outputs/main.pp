config "flag" "bool" {
  default = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]
  resultCount = 2
}

mapChoice = flag ? {
  maybe = null
  counts = { "a.b" = 14, "x-y" = 16 }
  name = "plain"
} : {
  maybe = shuffle.resultCount
  counts = { for k, v in { a = 1 } : "k${k}" => shuffle.resultCount }
  name = shuffle.urn
}

listChoice = !flag ? {
  label = shuffle.id
  items = [1, 2]
} : {
  items = [for i in [1] : shuffle.resultCount]
}

output "mapChoice" {
  value = mapChoice
}
output "listChoice" {
  value = listChoice
}
