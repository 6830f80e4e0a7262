resource "slot" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

output "slot" {
  value = slot.result
}
