config "flag" "bool" {
  default = false
}

resource "pet" "random:index/randomPet:RandomPet" {}

resource "id" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = (flag ? {
    ("Key") = unsecret(secret("12"))
    "for"   = "x"
  } : {
    ("k1") = pet.urn
  })
}

output "keepers" {
  value = id.keepers
}
