config "count" "int" {
}

# A plain child: registered as "<instance>-tag".
resource "tag" "random:index/randomPet:RandomPet" {
  length = 2
}

# The logical name is what takes the instance's prefix: "<instance>-pet-label".
resource "label" "random:index/randomString:RandomString" {
  __logicalName = "pet-label"
  length        = 4
}

# Ranged children: "<instance>-item-0", "<instance>-item-1", ...
resource "item" "random:index/randomId:RandomId" {
  options {
    range = count
  }
  byteLength = 4
}

# Ranged over a list: "<instance>-word-0", ...
resource "word" "random:index/randomString:RandomString" {
  options {
    range = ["a", "b"]
  }
  length = 3
}

# Ranged over a map: "<instance>-flag-x", ...
resource "flag" "random:index/randomString:RandomString" {
  options {
    range = { x = 1 }
  }
  length = range.value
}

# A nested component's children are named after it in turn:
# "<instance>-shelf-slot".
component "shelf" "./shelf" {
}

output "tag" {
  value = tag.id
}
