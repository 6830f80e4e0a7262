resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs  = ["a", "b"]
  keepers = { k = "v" }
}

nulls = [for k, v in shuffle.keepers : null]

nullMap = { for i, r in shuffle.results : "k${i}" => null }

maybeMap = { for i, r in shuffle.results : "k${i}" => singleOrNone([]) if r != "" }

secretNones = unsecret(secret([singleOrNone([])]))

maybeList = secret([for r in (true ? [] : []) : singleOrNone([]) if false])

component "comp" "./comp" {}

output "nulls" {
  value = nulls
}

output "nullMap" {
  value = nullMap
}

output "maybeMap" {
  value = maybeMap
}

output "secretNones" {
  value = secretNones
}

output "maybeList" {
  value = maybeList
}

output "fromComponent" {
  value = comp.nothing
}
