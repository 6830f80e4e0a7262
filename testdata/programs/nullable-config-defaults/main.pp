// Config variables that may be null though they have a default (nullable,
// or a null default), and nullable ones without, read as they are, made
// secret, given to inputs and read as outputs.
config "prefix" "string" {
  nullable = true
}

config "count" "int" {
  nullable = true
}

config "flag" "bool" {
  nullable = true
}

config "name" "string" {
  nullable = true
  default = "named"
}

config "nothing" "string" {
  default = null
}

config "size" "int" {
  nullable = true
  default = 3
}

resource "object" "aws:s3/bucketObject:BucketObject" {
  bucket = secret(name)
  key = name
  content = secret(prefix)
}

resource "seeded" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = size
  seed = unsecret(secret(prefix))
}

resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = secret(name)
  targetTrackingConfiguration = {
    targetValue = size
    disableScaleIn = secret(flag)
  }
}

output "secretCount" {
  value = secret(count)
}

output "secrets" {
  value = [secret(prefix), secret(name)]
}

output "nothing" {
  value = nothing
}

output "size" {
  value = size
}

output "nameLength" {
  value = length(name)
}
