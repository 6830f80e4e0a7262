// An attribute set to null in a local object whose other attributes are of
// other types (an object Go holds as a map of values of any type) reads as
// null wherever a value of a type is taken: in a list, a map, a resource's
// input, a component's input, an invoke's argument.
settings = {
  missing = null
  name    = "web"
  count   = 2
}

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-0"
  instanceType = "t2.micro"
  keyName      = settings.missing
  tags = {
    Name  = settings.name
  }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b"]
  resultCount = settings.missing
}

component "parts" "./part" {
  sizes = [for i in range(3) : settings["missing"]]
  label = settings.missing
}

image = invoke("aws:ec2/getAmi:getAmi", {
  owners     = ["self"]
  mostRecent = settings.missing
})

output "nulls" {
  value = [settings.missing, settings.count]
}

output "sizes" {
  value = parts.count
}

output "image" {
  value = image.id
}
