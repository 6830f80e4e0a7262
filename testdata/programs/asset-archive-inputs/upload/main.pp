# A component whose source input is untyped: it takes whatever asset or
# archive its instance gives and passes it to an input that takes either.
config "bucket" "string" {
}

config "source" {
}

resource "object" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket
  key    = "component"
  source = source
}

output "etag" {
  value = object.etag
}
