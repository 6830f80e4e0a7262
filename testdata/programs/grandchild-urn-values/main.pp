# URNs of resources two and three levels below the stack read as values,
# followed by more text in strings (which the run compares as text): each
# qualifies its type with its parent's whole qualified type (fuzz seed
# 10801).
resource "top" "random:index/randomPet:RandomPet" {
}

resource "mid" "random:index/randomPet:RandomPet" {
  options {
    parent = top
  }
}

resource "leaf" "random:index/randomId:RandomId" {
  byteLength = 4
  options {
    parent = mid
  }
}

resource "kept" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = {
    leaf = "urn=${leaf.urn}${mid.id}"
  }
  options {
    parent = leaf
  }
}

component "wrapper" "./outer" {
}

output "strings" {
  value = ["${mid.urn}42", "${leaf.urn}x", "${kept.urn}", join("", wrapper.urns)]
}

output "kept" {
  value = kept.keepers
}
