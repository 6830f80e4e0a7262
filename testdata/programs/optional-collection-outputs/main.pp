# Lists and maps whose elements are optional collections, gathered from
# outputs: a splat of an optional map attribute over resources ranged over
# a secret (so the list of them is an output), and loops over them. Go
# holds none as a nil map or slice.
config "count" "int" {
  default = 3
  secret  = true
}

resource "bucket" "aws:s3/bucket:Bucket" {
  tags = range.value == 0 ? null : { index = "${range.value}" }
  options {
    range = count
  }
}

allTags = bucket[*].tags

tagged = [for tags in bucket[*].tags : tags != null]

tagCounts = { for i, tags in bucket[*].tags : "b${i}" => tags == null ? 0 : length(tags) }

byIndex = { for i, tags in bucket[*].tags : "b${i}" => tags }

present = [for tags in bucket[*].tags : tags if tags != null]

output "allTags" {
  value = allTags
}

output "tagged" {
  value = tagged
}

output "tagCounts" {
  value = tagCounts
}

output "byIndex" {
  value = byIndex
}

output "present" {
  value = present
}
