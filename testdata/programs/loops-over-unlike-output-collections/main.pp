# A loop over an object whose attributes are outputs of
# collections Go holds as outputs of other types (a list of ints beside a
# list of optional ints, a map of strings beside a map of optional ones):
# each element is converted to the loop variable's type once known.
config "on" "bool" {
  default = false
}

resource "pets" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

lists = {
  "x-y"   = [for v in pets.results : 3]
  "alpha" = (on ? [pets.resultCount] : [for v in pets.results : 4])
}
maps = {
  plain    = { for v in pets.results : v => "s" }
  optional = { for v in pets.results : v => (on ? "t" : null) }
}

output "listLengths" {
  value = { for k, list in lists : k => length(list) }
}
output "firsts" {
  value = [for k, list in lists : list[0]]
}
output "mapSizes" {
  value = { for k, m in maps : k => length(m) }
}
