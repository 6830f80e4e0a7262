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
