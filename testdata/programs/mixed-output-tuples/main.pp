# Loops over tuples that hold outputs of several types, some of them
# optional: Go holds such a tuple as a pulumi.Array, whose elements are
# inputs (fuzz seed 9502 read them as plain values).

resource "pw" "random:index/randomString:RandomString" {
  length  = 8
  special = true
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b", "c"]
  resultCount = 2
}

resource "digits" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

# entries of an optional string output and plain strings.
output "stringEntries" {
  value = entries([pw.overrideSpecial, "plain", pw.result])
}

# entries of an optional int output, an int output and a plain int.
output "intEntries" {
  value = entries([shuffle.resultCount, digits.result, 7])
}

# A loop over the same kind of tuple, reading each value.
output "presence" {
  value = [for i, v in [pw.overrideSpecial, "plain", shuffle.seed] : v == null ? "absent ${i}" : "present ${i}"]
}

# Resources ranged over the entries of such a tuple.
resource "ranged" "random:index/randomString:RandomString" {
  options {
    range = [for e in entries([shuffle.resultCount, 3, digits.result]) : e.key]
  }
  length = 4 + range.value
}

# The same over an object of an optional output and a plain value.
output "objectEntries" {
  value = entries({ a = shuffle.resultCount, b = 2 })
}

output "objectKeys" {
  value = [for e in entries({ b = pw.overrideSpecial, a = "x" }) : e.key]
}

# Resources ranged over the values of such entries.
resource "rangedByValue" "random:index/randomString:RandomString" {
  options {
    range = [for e in entries([shuffle.resultCount, 3]) : e.value]
  }
  length = 5
}
