# Indexing a list past its end is an error: the run fails there. The list is
# computed from a resource's output, so the index is read when the output is
# known (in Go, in an apply).
resource "name" "random:index/randomString:RandomString" {
  length = 8
}

parts = split("-", name.result)

output "first" {
  value = parts[0]
}

output "fourth" {
  value = parts[3]
}
