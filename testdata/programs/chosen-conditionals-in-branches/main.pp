config "g" "bool" {
  default = false
}
config "h" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  keepers = { a = "b" }
}

resource "inTrueBranch" "aws:s3/bucket:Bucket" {
  tags = (g ? (true ? (h ? pet.keepers : {}) : { "x" = "y" }) : { "null" = "z" })
}

resource "inFalseBranch" "aws:s3/bucket:Bucket" {
  tags = (h ? { "null" = "z" } : (!false ? (h ? pet.keepers : {}) : { "x" = "y" }))
}

resource "inCondition" "aws:s3/bucket:Bucket" {
  tags = ((true ? (g ? pet.id == "" : h) : false) ? { "null" = "z" } : pet.keepers)
}

resource "inOperand" "random:index/randomPet:RandomPet" {
  length = (false || true ? (g ? pet.length : 1) : 2) + 1
  prefix = "p${(true ? (h ? pet.id : "x") : "y")}"
}

plainNested = g ? (h ? "a" : "b") : "c"
eventualNested = (g ? (true ? (h ? pet.keepers : {}) : {}) : { "null" = "z" })
output "plainNested" {
  value = plainNested
}
output "eventualNested" {
  value = eventualNested
}
output "lengths" {
  value = [inOperand.length, inOperand.prefix]
}
