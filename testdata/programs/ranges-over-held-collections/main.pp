// Resources ranged over collections that hold outputs, which Go resolves
// in an apply as the values of a pulumi.Map or pulumi.Array: every element
// an interface{}, whatever the binder's type, and an ID a pulumi.ID. Each
// range.value is read as such a value: given whole to an input, or read
// by its attributes.
resource "seeded" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 10
  seed = "s"
}

plainSeeds = [seeded.id, "x"]

resource "fromLocal" "random:index/randomShuffle:RandomShuffle" {
  inputs = range.value
  options {
    range = { one = plainSeeds }
  }
}

resource "optionalElements" "random:index/randomShuffle:RandomShuffle" {
  inputs = range.value
  options {
    range = { one = [seeded.seed] }
  }
}

resource "objects" "random:index/randomShuffle:RandomShuffle" {
  inputs = [range.value.name, "x"]
  options {
    range = [{ name = seeded.seed }, { name = seeded.id }]
  }
}

resource "lists" "random:index/randomShuffle:RandomShuffle" {
  inputs = range.value
  options {
    range = [[seeded.id], ["x", seeded.id]]
  }
}

resource "mixed" "random:index/randomInteger:RandomInteger" {
  min = range.value.low
  max = 10
  seed = range.key
  options {
    range = { a = { low = seeded.result, tag = "t" } }
  }
}

resource "tagged" "aws:s3/bucket:Bucket" {
  tags = range.value
  options {
    range = { a = { k = seeded.id } }
  }
}
