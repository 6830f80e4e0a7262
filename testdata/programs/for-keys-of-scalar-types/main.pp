# For expressions whose keys are bools, numbers and ints, plain, optional
# and eventual, grouping and not: each key is its value as a string, as a
# template converts it.
config "flag" "bool" {
  default = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b", "c"]
  resultCount = 2
}

resource "image" "aws:ec2/ami:Ami" {
  name       = "image"
  enaSupport = true
}

output "boolKeys" {
  value = { for k, v in { a = true, b = false, c = true } : v => k... }
}

output "numberKeys" {
  value = { for k, v in { a = 1.5, b = 2, c = 1.5 } : v => k... }
}

output "intKeys" {
  value = { for i, v in ["x", "y"] : i => v }
}

output "optionalIntKeys" {
  value = { for k, v in { a = shuffle.resultCount, b = shuffle.resultCount } : v => k... }
}

output "optionalBoolKeys" {
  value = { for k, v in { a = image.enaSupport, b = image.enaSupport } : v => k... }
}

output "optionalBoolKey" {
  value = { for k, v in { a = image.enaSupport } : v => k }
}

output "optionalNumberKeys" {
  value = { for k, v in { a = secret(flag ? 1.5 : null) } : v => k }
}

output "mixedKeys" {
  value = { for k, v in { a = image.enaSupport, b = shuffle.resultCount != null } : v => k... }
}
