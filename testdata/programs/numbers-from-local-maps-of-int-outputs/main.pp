resource "def" "random:index/randomPet:RandomPet" {
}

november = (true ? [{
  "beta" = 3
  "x-y" = 0.25
}, {
  "with space" = 0.25
  "alpha" = 0.1
}, {
  "x-y" = -2.75
  "a.b" = 1e3
  "Key" = 1e3
}] : [for aws, new in def[*].urn : sierra if true])

float64 = length([for cfg in secret({}) : (true ? "x.y" : "%%{nor}")])

sierra = { for opts, typeof in entries({ for global, struct in range(3) : "k${global}" => float64 if (false && false) }) : "k${opts}" => ((typeof.value == 1.5) ? typeof.value : opts) }

output "november" {
  value = november
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]
  resultCount = 2
}

counts = { for k in ["a", "b"] : k => shuffle.resultCount }
countList = [for k in ["a", "b"] : shuffle.resultCount]
listAsNumbers = false ? [[0.5]] : [for i in [1] : countList]
mapsAsNumbers = false ? [{ "x" = 0.25 }] : [for u in def[*].urn : counts]

output "converted" {
  value = [listAsNumbers, mapsAsNumbers]
}
