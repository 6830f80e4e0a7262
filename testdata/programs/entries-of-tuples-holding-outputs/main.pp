config "count" "int" {
  default = 7
  secret  = true
}

largest = max(count)

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for entry in entries([(largest % 5), 14, 6]) : "${entry.key}: ${entry.value}"]
}

output "results" {
  value = shuffle.results
}
