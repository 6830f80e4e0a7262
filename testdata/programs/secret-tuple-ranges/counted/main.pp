config "size" "int" {
  default = 4
}

resource "sized" "random:index/randomInteger:RandomInteger" {
  min = 0
  max = max(range.value, 1)
  options {
    range = [15, size]
  }
}
