config "flag" "bool" {
  default = true
}

resource "number" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 5
  options {
    range = 2
  }
}

choice = flag ? {
  nums = number[*].result
} : {
  nums = [for v in number[*].min : 2.5]
}

component "comp" "./comp" {
  nums = choice.nums
}

output "doubled" {
  value = comp.doubled
}
