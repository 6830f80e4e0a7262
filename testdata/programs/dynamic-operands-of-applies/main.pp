config "flag" "bool" {
  default = false
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b"]
  resultCount = 2
}

settings = {
  count = !flag ? try(notImplemented("not here"), 9) : (false ? shuffle["resultCount"] : shuffle.resultCount)
}

output "interpolated" {
  value = "a${10 + settings.count}"
}

output "sum" {
  value = 10 + settings.count
}

# An operand of any type chosen between an optional output and a value of
# any type (a try's): it may be null, which PCL refuses (fuzz seed 84225).
fallback = try(notImplemented("not here"), 10)

output "chosenOperand" {
  value = "${(length(shuffle.results) > 1 ? shuffle.resultCount : fallback) - 14}"
}
