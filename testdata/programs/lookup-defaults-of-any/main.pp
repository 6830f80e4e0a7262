// lookup with a default that pyright types as Any: a property of an object
// whose properties are of several types (a dict[str, Any] to pyright), or
// arithmetic on one. pyright picked dict.get's overload without a default,
// whose result may be None, in a concatenation, an input, arithmetic and a
// builtin's argument.
settings = {
  name = "web"
  port = 8080
  zones = ["a"]
}
names = { a = "x", b = "y" }
ports = { http = 80 }
zones = { east = ["c"] }

resource "object" "aws:s3/bucketObject:BucketObject" {
  bucket = lookup(names, "c", settings.name)
  key = "key"
}

output "greeting" {
  value = "hello \"${lookup(names, "c", settings.name)}\""
}

output "port" {
  value = lookup(ports, "https", settings.port + 1) + 1
}

output "zoneCount" {
  value = length(lookup(zones, "west", settings.zones))
}

// A lookup in an object without properties is of its default's type.
output "emptyParts" {
  value = [for part in split("-", lookup({}, "missing", "a-b")) : "${part}!"]
}

// A default that is a template of a value pyright types as Any (try's).
output "triedDefault" {
  value = lookup(names, "c", "x-${try(settings.name, "y")}")
}
