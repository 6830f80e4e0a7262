# A choice of an object constructor and a local Go holds as a typed input map
# (a pulumi.IntMap of int outputs) is the untyped pulumi.Map both branches are:
# the typed map is copied into one.
config "pick" "bool" {
  default = true
}
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}
names = [pet.id, pet.id]
tags = { a = pet.id }
nums = { n = pet.length }
l1 = pick ? names : [1, "x"]
m1 = pick ? tags : { b = 1, c = "x" }
m2 = pick ? { "with space" = 5 } : nums
m3 = pick ? { a = 1 } : (!pick ? nums : tags)
output "l1" { value = l1 }
output "m1" { value = m1 }
output "m2" { value = m2 }
output "m3" { value = m3 }
output "len" { value = length(m2) + length(l1) }
