component "nested" "./inner" {
}

resource "id" "random:index/randomId:RandomId" {
  byteLength = 2
}

output "urns" {
  value = [nested.address, "outer:${id.urn}${id.hex}"]
}
