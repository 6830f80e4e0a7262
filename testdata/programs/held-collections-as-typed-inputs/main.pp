// Locals holding outputs that may be null (a property a resource may leave
// unset), given whole where a collection of values is taken: Go holds
// them as input collections of the optional values' inputs (a
// pulumi.Array, a pulumi.Map), which are no inputs of the destination's
// type (pulumi.StringArrayInput), so each element is given as the
// destination's. Also what reads them afterwards.
resource "seeded" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 10
  seed = "s"
}

resource "ranged" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 10
  seed = "r"
  options {
    range = 2
  }
}

seeds = [seeded.seed, ranged[1].seed]
splatted = ranged[*].seed
tags = {
  seed = seeded.seed
  fixed = "x"
}
named = { seed = seeded.seed }

resource "fromTuple" "random:index/randomShuffle:RandomShuffle" {
  inputs = seeds
}

resource "fromSplat" "random:index/randomShuffle:RandomShuffle" {
  inputs = splatted
}

resource "fromMap" "aws:s3/bucket:Bucket" {
  tags = tags
}

resource "fromElements" "random:index/randomShuffle:RandomShuffle" {
  inputs = [named.seed, seeds[0]]
}

output "firstSeed" {
  value = seeds[0]
}

output "seedTag" {
  value = tags.seed
}
