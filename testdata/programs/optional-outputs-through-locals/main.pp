// Outputs the SDK types as Output[T | None] (a resource's property that
// may be unset) given where an input takes an Output[T]: read through a
// local, made secret (of a plain optional value too), unsecret, chosen by a
// conditional, or of an instance of a ranged resource; and lists whose
// elements are such outputs or plain values that may be null.
config "prefix" "string" {
  nullable = true
}

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

seed = seeded.seed
sameSeed = seed
secretSeed = secret(seeded.seed)

resource "object" "aws:s3/bucketObject:BucketObject" {
  bucket = seed
  key = sameSeed
  content = secret(prefix)
}

resource "copy" "aws:s3/bucketObject:BucketObject" {
  bucket = unsecret(secretSeed)
  key = ranged[0].seed
  content = seeded.result > 5 ? seed : "none"
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  name = secretSeed
  description = ranged[1].seed
}

// Collections of such values, and of a plain value that may be null.
seeds = [seeded.seed, ranged[1].seed]

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = seeds
}

resource "secretShuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = secret([seeded.seed])
}

resource "prefixed" "random:index/randomShuffle:RandomShuffle" {
  inputs = [prefix, "x"]
}
