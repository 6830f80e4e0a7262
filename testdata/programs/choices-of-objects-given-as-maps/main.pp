config "flag" "bool" {
  default = false
}

resource "pet" "random:index/randomPet:RandomPet" {
  keepers = { a = "b" }
}

resource "eventualChoice" "random:index/randomPet:RandomPet" {
  keepers = pet.id == "x" ? (flag ? pet.keepers : {}) : { Key = pet.id, for = "f" }
}

resource "plainChoice" "random:index/randomPet:RandomPet" {
  keepers = flag ? { a = "1" } : (!flag ? { b = "2" } : {})
}

objects = flag ? { a = "x" } : { b = pet.id }

resource "localChoice" "random:index/randomPet:RandomPet" {
  keepers = objects
}

resource "bucket" "aws:s3/bucket:Bucket" {
  tags = pet.id == "y" ? { Name = "n" } : (flag ? { Team = pet.id } : pet.keepers)
}

output "keepers" {
  value = [eventualChoice.keepers, plainChoice.keepers, localChoice.keepers, bucket.tags]
}
