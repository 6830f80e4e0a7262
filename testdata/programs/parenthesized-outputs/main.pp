# Parentheses around a value computed from outputs group it and nothing
# else: the value is the same as without them, wherever it is given.

config "flag" "bool" {
  default = true
}

resource "bucket" "aws:s3/bucket:Bucket" {
  tags = {
    "team" = "blue"
  }
}

resource "buckets" "aws:s3/bucket:Bucket" {
  options {
    range = 2
  }
}

# A conditional of a map output and objects of different keys, one
# holding an output, given to a map input: with and without parentheses.
resource "bare" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = flag ? bucket.tags : (!flag ? {
    "arn" = bucket.arn
  } : {
    "x-y" = "x.y"
  })
}

resource "grouped" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = (flag ? (!flag ? { for k, b in buckets : "k${k}" => b.arn } : buckets[0].tags) : ((!flag) ? {
    "with space" = "tab\there"
    "arn" = buckets[0].arn
  } : {
    "x-y" = "x.y"
  }))
}

# The same in a local, a template, a for body and an output.
chosen = (flag ? bucket.arn : bucket.id)

resource "suffix" "random:index/randomString:RandomString" {
  length = 8
  keepers = {
    "chosen" = chosen
    "template" = "x${(flag ? bucket.arn : "plain")}"
  }
}

output "entries" {
  value = { for k, b in buckets : "k${k}" => (flag ? b.arn : b.id) }
}

output "grouped" {
  value = ((grouped.hex))
}

output "length" {
  value = (length(bucket.tags) + (suffix.length))
}
