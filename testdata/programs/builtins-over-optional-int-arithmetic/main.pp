# Arithmetic on ints that may be null is an int where it gives a value,
# read by builtins and loops that take its Go type from the collection:
# entries of a tuple of it, max of one spread, lookup with an int default.
config "pick" "bool" {
  default = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b", "c"]
  resultCount = 2
}

diff = shuffle.resultCount - shuffle.resultCount

output "entryValues" {
  value = [for e in entries([diff, 3]) : e.value if shuffle.id != ""]
}
output "entryKeys" {
  value = [for e in entries({ a = diff, b = 3 }) : e.key if shuffle.id != ""]
}
output "looped" {
  value = [for v in [diff, 3] : { x = v } if shuffle.id != ""]
}
output "largest" {
  value = max([diff, 3]...)
}
output "smallest" {
  value = min(-diff, 3.5)
}
output "found" {
  value = lookup({ a = diff, b = 3 }, pick ? "a" : "c", 7)
}
output "chosen" {
  value = pick ? diff : 2.5
}
output "remainder" {
  value = (diff - 7) % 3
}
output "text" {
  value = "${diff}/${diff / 2}/${join(",", [diff, 3])}"
}
output "counted" {
  value = range(diff + 2)
}
