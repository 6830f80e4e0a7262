resource "pet" "random:index/randomPet:RandomPet" {
}

lists = [["x.y", "{brace}"], secret([for s in ["a"] : "12"])]
maps = [{ a = "x" }, { for k in ["b"] : k => pet.id }]

output "lists" {
  value = [for i, l in lists : join(",", l)]
}
output "maps" {
  value = [for m in maps : length(m)]
}
output "first" {
  value = [lists[0], maps[0]]
}
