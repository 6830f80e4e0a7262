// Locals that are conditionals of collections holding outputs, chosen by a
// plain condition, then looped over and ranged over: each is the collection
// of inputs its branches build, whose keys and length are plain.
config "wide" "bool" {
  default = false
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

flags = wide ? {
  "fixed" = true
} : { for i, n in ["a", "b"] : "k${n}" => secret(i == 0) }

names = wide ? ["x"] : [for n in ["a", "b"] : "${n}-${pet.id}"]

output "flagKeys" {
  value = [for k, v in flags : k]
}

output "flagValues" {
  value = { for k, v in flags : k => !v }
}

output "nameCount" {
  value = length(names)
}

resource "perFlag" "random:index/randomString:RandomString" {
  length = 3
  special = range.value
  options {
    range = flags
  }
}

resource "perName" "random:index/randomString:RandomString" {
  length = 3
  keepers = {
    name = range.value
  }
  options {
    range = names
  }
}
