// Elements of a choice between collections of different types holding
// outputs (lists of objects of other keys, maps of outputs beside
// constants), read by an index, element, lookup and an attribute, and
// computed on: each element is of the choice's type, whichever branch it
// comes from.
config "pick" "bool" {
  default = false
}

config "at" "int" {
  default = 1
}

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-0"
  instanceType = "t2.micro"
  tags = {
    Name = "web"
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
}

lists = pick ? [{ "a.b" = "dollar$", alpha = "x" }] : [{}, { "a.b" = pet.id, k1 = "z" }, server.tags]

maps = pick ? { first = pet.id } : { first = "plain", second = server.arn }

objects = pick ? { name = pet.id, size = 1 } : { name = "fixed", size = pet.length }

output "indexed" {
  value = [for k, v in lists[0] : "${k}=${v}"]
}

output "element" {
  value = [for k, v in element(lists, at) : k]
}

output "looked" {
  value = "${lookup(maps, "first", "none")}?"
}

output "keyed" {
  value = "${maps["first"]}!"
}

output "attribute" {
  value = "${objects.name}-${objects.size}"
}
