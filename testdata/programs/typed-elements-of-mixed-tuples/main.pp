# Tuples holding outputs whose elements are collections of different
# types, read at constant indices as the collection each element is: Go
# holds such a tuple as a pulumi.Array of the inputs of the elements'
# common type (a pulumi.Map for an object of ints), not of each element's
# own (fuzz seed 10829).
resource "pet" "random:index/randomPet:RandomPet" {
}

objects = [{
  "Key" = pet.length
}, {
  "Key" = 3
  "a.b" = 3
}]

lists = [[pet.id, "x"], [1, 2], "s"]

maps = [{ a = pet.id }, 5]

nested = [[[pet.length]], ["y"]]

resource "kept" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = maps[0]
}

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = lists[0]
}

output "compared" {
  value = [objects[0] == 4, objects[0] == { Key = 1 }, objects[1]["a.b"]]
}

output "lengths" {
  value = [length(objects[0]), length(lists[0]), length(lists[1]), length(nested[0][0])]
}

output "values" {
  value = [objects[0], lists[0], maps[0], nested[0]]
}
