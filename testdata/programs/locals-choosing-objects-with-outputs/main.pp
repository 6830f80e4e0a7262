# Locals that choose between objects of different keys, some holding
# outputs, given to map inputs and read by key.

config "flag" "bool" {
  default = false
}

resource "bucket" "aws:s3/bucket:Bucket" {
}

orEmpty = flag ? { "x-y" = bucket.arn } : {}

differentKeys = !flag ? {
  "arn" = bucket.arn
  "id" = bucket.id
} : {
  "name" = "plain"
}

plainChoice = !flag ? { "a" = "x" } : { "b" = "y" }

nested = flag ? { "a" = bucket.arn } : (!flag ? { "b" = "plain" } : {})

resource "fromEmpty" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = orEmpty
}

resource "fromKeys" "random:index/randomShuffle:RandomShuffle" {
  inputs = [try(differentKeys["name"], "none"), differentKeys.arn]
  keepers = differentKeys
}

resource "fromNested" "random:index/randomString:RandomString" {
  length = 6
  keepers = nested
}

output "read" {
  value = {
    arn = differentKeys["arn"]
    missing = try(orEmpty["x-y"], "missing")
    count = length(nested)
    plain = plainChoice.a
    plainMissing = try(plainChoice["b"], "none")
  }
}

# A nested choice whose inner branches hold plain values where the outer
# choice holds an output (fuzz seed 85088).
mixedNested = !flag ? (flag ? { "n" = 1 } : { "n" = 2, "m" = "x" }) : { "n" = unsecret(secret(4)) }

output "mixedNested" {
  value = mixedNested.n + 1
}
