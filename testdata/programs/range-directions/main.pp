// range counts up by 1 unless given a step, and a step that leads away
// from the limit makes an empty list: range(-1) and range(5, 1) are empty.
config "limit" "int" {
  default = -2
}

output belowZero { value = range(-1) }
output fromConfig { value = range(limit) }
output startPastLimit { value = range(5, 1) }
output awayFromLimit { value = range(0, 10, -1) }
output down { value = range(3, limit, -2) }
output names { value = [for i in range(limit, 2) : "n${i}"] }
