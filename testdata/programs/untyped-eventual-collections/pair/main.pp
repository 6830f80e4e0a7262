resource "sized" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

output "numbers" {
  value = [sized.result + 0.5, 2]
}
