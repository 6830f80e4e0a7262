# A conditional of an empty constructor and a typed collection (a map of
# strings, a list of schema objects), chosen by an eventual condition.

resource "first" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
  keepers = {
    "k" = "v"
  }
}

resource "bucket" "aws:s3/bucket:Bucket" {
}

resource "second" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["c"]
  keepers = recover(secret(false), true) ? {} : first.keepers
}

output "rules" {
  value = length(recover(secret(true), false) ? [] : bucket.lifecycleRules)
}
