resource "mike" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = { a = "b" }
}
output "delta" {
  value = mike.keepers
}
