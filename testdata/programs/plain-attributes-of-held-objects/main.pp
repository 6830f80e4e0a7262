# Plain attributes of a local object that also holds outputs, read into
# builtins and loops: Go holds the object as an input collection, whose
# elements it reads as outputs, so the calls and loops over them are
# outputs too.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

settings = {
  size  = 3
  label = "web"
  flag  = true
  id    = pet.id
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  egress = [for e in entries({
    "low"  = settings.size
    "high" = settings.size + 7
  }) : {
    fromPort = e.value
    toPort   = max(e.value, settings.size)
    protocol = "tcp"
  } if e.value > 0]
}

output "joined" {
  value = join("-", [settings.label, "x"])
}

output "doubled" {
  value = [for n in [settings.size, 1] : n * 2]
}

output "largest" {
  value = max(settings.size, 2)
}

output "chosen" {
  value = settings.flag ? settings.label : "none"
}
