# Values of different types are equal only when both are null, however
# optional either is.

config "flag" "bool" {
  default = true
}

resource "bucket" "aws:s3/bucket:Bucket" {
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

output "stringVsTags" {
  value = (flag ? "x" : "y") == bucket.tags
}

output "countVsString" {
  value = shuffle.resultCount != "2"
}

output "tagsVsList" {
  value = bucket.tags == (flag ? shuffle.results : [])
}

output "bothMissing" {
  value = bucket.tags == shuffle.resultCount
}

output "chosenInApply" {
  value = ((length(shuffle.results) > 1) ? "x" : "y") == ((length(shuffle.results) > 1) ? bucket.tags : {})
}

output "stringVsOptionalList" {
  value = ((length(shuffle.results) > 1) ? "x" : "y") == ((length(shuffle.results) > 1) ? bucket.lifecycleRules : [])
}

output "chosenObjectVsObject" {
  value = (flag ? {} : bucket.tags) != unsecret(secret({}))
}
