# A component's inputs given values that hold outputs inside them, as a
# resource's inputs may be: a map of tags one of which is a resource's id
# (what converters make of a Terraform module's arguments), a list, an
# object, a list of objects, an object holding an object of a schema's
# type, and an input with a default. The binder took only an output of the
# whole value; the component reads each as an output of the plain value.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "image" "aws:ec2/ami:Ami" {
  name = "image"
  ephemeralBlockDevices = [{
    deviceName  = "/dev/sdb"
    virtualName = "ephemeral0"
  }]
}

component "comp" "./comp" {
  tags = {
    Name = pet.id
    Env  = "dev"
  }
  names = [pet.id, "x", image.name]
  settings = {
    label = pet.id
    size  = 3
  }
  rules = [for i in [1, 2] : {
    port = i * 80
    name = "${pet.id}-${i}"
  }]
  device = {
    spec  = image.ephemeralBlockDevices[0]
    owner = pet.id
  }
  nested = {
    first = [pet.id]
  }
  prefix = pet.id
}

output "summary" {
  value = comp.summary
}

output "ruleNames" {
  value = comp.ruleNames
}
