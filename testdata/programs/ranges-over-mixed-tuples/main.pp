config "flag" "bool" {
  default = true
}

resource "listed" "random:index/randomPet:RandomPet" {
  prefix = "${range.value}-${range.key}"
  length = range.value == "true" ? 1 : 2
  options {
    range = ["a", 2, true]
  }
}

resource "chosen" "random:index/randomPet:RandomPet" {
  prefix = "${range.value}"
  length = range.value == "2.5" ? 3 : 4
  options {
    range = flag ? [2.5, "x", false] : ["y"]
  }
}

component "comps" "./comp" {
  word = range.value
  options {
    range = [1, "b", false]
  }
}

output "o" {
  value = [listed[2].length, listed[2].prefix, listed[1].length, chosen[0].length, chosen[2].prefix, comps[2].said, comps[0].said]
}
