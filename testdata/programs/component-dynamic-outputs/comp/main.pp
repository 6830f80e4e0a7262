config "data" {}

resource "inner" "random:index/randomPet:RandomPet" {}

output "out" {
  value = data
}

output "tried" {
  value = try(data.missing, data.a)
}

output "first" {
  value = try(data.b[0], "none")
}

output "mixed" {
  value = { id = inner.id, given = data }
}
