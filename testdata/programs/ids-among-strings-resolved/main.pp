# Resource IDs and URNs (which Go resolves as pulumi.ID and pulumi.URN)
# among strings, in collections an apply resolves whole: a range chosen
# between them, a list read by index and by loop, a map's values.
resource "pets" "random:index/randomPet:RandomPet" {
  separator = "x"
  options {
    range = ["a", "b"]
  }
}

resource "byIds" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["x"]
  options {
    range = (false ? [pets[0].prefix, "literal"] : pets[*].id)
  }
}

mixed = [pets[0].id, "plain", pets[1].urn]
byKey = { first = pets[0].id, second = "plain" }

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for s in mixed : "${s}!"]
  keepers = byKey
}

output second {
  value = element(mixed, 0)
}

output joined {
  value = join(",", mixed)
}

output lengths {
  value = [for s in (true ? pets[*].id : [pets[0].prefix]) : length(s)]
}
