config "settings" "map(string)" {}

config "document" {}

secretSettings = secret(settings)

resource "name" "random:index/randomPet:RandomPet" {
  prefix = try(settings["prefix"], "pet")
}

output "hasRegion" {
  value = can(settings["region"])
}

output "secretRegion" {
  value = try(secretSettings["region"], "us-east-1")
}

output "secretHasZone" {
  value = can(secretSettings["zone"])
}

output "owner" {
  value = try(document.owner.name, "nobody")
}

output "nameOrDefault" {
  value = try(name.id, "none")
}

output "recoveredId" {
  value = recover(name.id, "failed: ${error}")
}
