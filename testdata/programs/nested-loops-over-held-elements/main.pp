// A loop whose filter reads an output, with a loop inside it reading the
// outer loop's variable where that variable's elements hold outputs: the
// outer variable's outputs are gathered over the outer collection, not
// read where the inner loop's apply cannot see the variable.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "ids" "random:index/randomId:RandomId" {
  options {
    range = 2
  }
  byteLength = 8
}

listed = [for e in entries(ids[*].id) : [for o in [1, 2] : e.key + o] if (1.5 <= pet.length)]

keyed = { for k, v in { a = pet.id, b = "plain" } : k => [for o in ["x"] : "${v}-${o}"] if pet.length > 1 }

chosen = [for e in entries(ids[*].hex) : [for o in ids[*].b64Url : (false ? e.key : 1.5) if true] if (1.5 >= element(ids[*].byteLength, 0))]

output "listed" {
  value = listed
}

output "keyed" {
  value = keyed
}

output "chosen" {
  value = chosen
}
