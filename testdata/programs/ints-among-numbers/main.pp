// Locals holding an int output among numbers, which Go holds as a
// pulumi.Float64Array or pulumi.Float64Map: an element read as the int its
// type says (an input, an output, arithmetic, a list of ints).
resource "seeded" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 10
}
mixed = [seeded.result + seeded.result, 3 / 2]
named = { whole = seeded.result, half = 1 / 2 }
resource "bounded" "random:index/randomInteger:RandomInteger" {
  min = mixed[0]
  max = named.whole + 10
}
output "first" {
  value = mixed[0]
}
output "firstPlus" {
  value = mixed[0] + 1
}
output "second" {
  value = mixed[1]
}
output "whole" {
  value = named.whole
}
output "count" {
  value = length([mixed[0], named.whole])
}
