# An object-typed config variable read from JSON: its int properties, at
# every depth and inside lists and maps, are read as ints.
config "server" "object({port=int, limits=object({cpu=int, name=string}), sizes=list(int), extra=map(int), ratio=number})" {
}

resource "name" "random:index/randomString:RandomString" {
  length = server.limits.cpu + server.port + server.sizes[1] + server.extra["a"]
}

output "port" {
  value = server.port
}

output "limitName" {
  value = server.limits.name
}

output "sizes" {
  value = server.sizes
}

output "ratio" {
  value = server.ratio
}
