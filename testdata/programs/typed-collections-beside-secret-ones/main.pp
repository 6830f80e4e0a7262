resource "pet" "random:index/randomPet:RandomPet" {
}

lists = [["x.y", "{brace}"], secret([for s in ["a"] : "12"])]
maps = [{ a = "x" }, { for k in ["b"] : k => pet.id }]
numbers = [[1, 2], secret([0.5])]

output "lists" {
  value = [for i, l in lists : join(",", l)]
}
output "maps" {
  value = [for m in maps : length(m)]
}
output "numbers" {
  value = [for n in numbers : length(n)]
}
output "firstElement" {
  value = numbers[0][1] + 1
}
output "first" {
  value = [lists[0], maps[0], numbers[0]]
}
