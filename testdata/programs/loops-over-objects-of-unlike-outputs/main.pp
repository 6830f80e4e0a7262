# Loops over objects whose values are outputs of unlike types (an optional
# int and an int, an optional bool and a bool): each value is an output of
# their unified type.
resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b", "c"]
  resultCount = 2
}

resource "number" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

resource "image" "aws:ec2/ami:Ami" {
  name       = "image"
  enaSupport = true
}

counts = {
  picked = shuffle.resultCount
  drawn  = number.result
}

output "incremented" {
  value = [for k, v in counts : v + 1]
}

output "named" {
  value = { for k, v in { a = shuffle.resultCount, b = number.result } : k => v * 2 }
}

output "flags" {
  value = [for k, v in { a = image.enaSupport, b = image.manageEbsSnapshots } : v ? k : "off"]
}
