resource "number" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

component "first" "./parts" {
  size = number.result
}

component "second" "./parts" {
}

output "firstChosen" {
  value = first.chosen
}

output "secondLabels" {
  value = second.labels
}
