// lookup with a default pyright types as Any (the result of try): the value
// is of the map's element type, not optional, where a string is taken
// (made secret, an output of a string).
names = { a = "x", b = "y" }

resource object "aws:s3/bucketObject:BucketObject" {
  bucket = "bucket"
  content = secret(lookup(names, "missing", try(notImplemented("not here"), "fallback")))
  key = lookup(names, "a", "none")
}

output found { value = lookup(names, "a", try(names.b, "default")) }
