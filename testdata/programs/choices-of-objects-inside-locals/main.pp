# A conditional of object constructors of different keys inside a local (an
# object, a tuple, a loop's element) beside outputs, read where a map is taken:
# the local is declared with PCL's type, of which the choice is one object.
config "c" "bool" {
  default = true
}
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}
tup = [pet.id, c ? { "a.b" = "alpha" } : {}]
deep = {
  inner = {
    kilo = pet.id
    papa = c ? { "a.b" = "alpha" } : {}
  }
}
looped = [for i in [1, 2] : {
  kilo = pet.id
  papa = c ? { "a.b" = "alpha" } : {}
}]
resource "b" "aws:s3/bucket:Bucket" {
  tags = tup[1]
}
resource "b2" "aws:s3/bucket:Bucket" {
  tags = deep.inner.papa
}
resource "b3" "aws:s3/bucket:Bucket" {
  tags = looped[0].papa
}
plainLooped = [for i in [1, 2] : {
  papa = c ? { "a.b" = "alpha" } : {}
}]
mapLooped = {for i in ["x", "y"] : i => {
  kilo = pet.id
  papa = c ? { "a.b" = "alpha" } : {}
}}
resource "b4" "aws:s3/bucket:Bucket" {
  tags = plainLooped[0].papa
}
resource "b5" "aws:s3/bucket:Bucket" {
  tags = mapLooped["x"].papa
}
sierra = {
  kilo = pet.id
  papa = (c ? {
    "a.b" = "alpha"
  } : (true ? {} : {}))
}
resource "b6" "aws:s3/bucket:Bucket" {
  tags = sierra.papa
}
mixedLooped = {for i in ["x", "y"] : i => c ? {
  alpha = "lit"
  golf = "g"
} : {
  alpha = pet.id
  golf = pet.id
}}
resource "b7" "aws:s3/bucket:Bucket" {
  tags = mixedLooped["x"]
}
output "read" {
  value = [tup[1], deep.inner.papa, looped[1].papa, plainLooped[0].papa, mapLooped["y"].papa, sierra.papa]
}
