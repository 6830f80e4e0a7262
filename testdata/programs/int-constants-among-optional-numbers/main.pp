config "flag" "bool" {
  default = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]
  resultCount = 2
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = element([(shuffle.resultCount == 3 ? (shuffle.resultCount % 4) : (shuffle.resultCount == 2 ? shuffle["resultCount"] : 2147483648))], 0)
}

nested = [(shuffle.resultCount == 3 ? (shuffle.resultCount % 4) : (shuffle.resultCount == 2 ? shuffle.resultCount : 2147483648))]
plainCondition = flag ? shuffle.resultCount / 2 : (flag ? shuffle.resultCount : 7)
inObject = { n = flag ? 0.5 : (!flag ? shuffle.resultCount : 3) }

output "length" {
  value = pet.length
}
output "nested" {
  value = nested
}
output "plainCondition" {
  value = plainCondition
}
output "inObject" {
  value = inObject.n
}
