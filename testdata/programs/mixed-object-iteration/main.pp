# PCL iterates an object whose properties are of several primitive types as
# a map of strings: { name = "web", count = 2, enabled = true } gives "web",
# "2" and "true" to a for expression's value and to entries' values; a
# tuple of them, ["a", 1, true], as a list of strings (fuzz seed 9963). Each
# language holds the values as they are (a number, a boolean), so they are
# converted where the loop reads them: as a resource's tags, in templates,
# sha1, join, a condition, a grouping, and entries; and where they hold
# outputs, each element an output converted.
settings = {
  name    = "web"
  count   = 2
  ratio   = 0.5
  enabled = true
}

mixedList = ["a", 1, 2.5, true]

heldList = [bucket.id, 1, true]

heldObject = {
  id    = bucket.id
  count = 3
}

numbers = {
  whole = 1
  half  = 0.5
}

resource "bucket" "aws:s3/bucket:Bucket" {
  tags = { for k, v in settings : k => v }
}

output "templated" {
  value = [for k, v in settings : "${k}=<${v}>"]
}

output "hashes" {
  value = [for e in entries(settings) : "${e.key}:${sha1(e.value)}"]
}

output "joined" {
  value = join(",", [for k, v in settings : v])
}

output "filtered" {
  value = [for k, v in settings : k if v == "2"]
}

output "grouped" {
  value = { for k, v in settings : v => k... }
}

output "keysOnly" {
  value = [for k, v in settings : k]
}

output "sums" {
  value = [for k, v in numbers : v * 2]
}

output "listHashes" {
  value = [for v in mixedList : sha1(v)]
}

output "listIndexed" {
  value = { for i, v in mixedList : v => i }
}

output "heldTemplated" {
  value = [for v in heldList : "<${v}>"]
}

output "heldHashes" {
  value = [for k, v in heldObject : "${k}:${sha1(v)}"]
}

output "tags" {
  value = bucket.tags
}
