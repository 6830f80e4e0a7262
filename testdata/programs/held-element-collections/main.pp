# Fuzz seed 10300: the elements element, lookup and singleOrNone pick from a
# collection whose elements hold outputs without being outputs ([pet[*].id,
# ["q"]]), at an index or key only known when the program runs, given as
# inputs, locals and stack outputs.
config "count" "int" {
  default = 2
}

resource "pet" "random:index/randomPet:RandomPet" {
  options {
    range = count
  }
}

picked = element([pet[*].id, ["q"]], count - 1)

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = [{
    fromPort = 80
    toPort = 80
    protocol = "tcp"
    cidrBlocks = element([pet[*].id], count + 1)
    ipv6CidrBlocks = singleOrNone([for x in {} : pet[*].id])
    prefixListIds = singleOrNone([pet[*].id])
    securityGroups = lookup({ a = pet[*].id, b = [pet[0].id] }, count > 1 ? "b" : "a", ["d"])
  }]
}

output "picked" {
  value = picked
}

output "onlyMap" {
  value = singleOrNone([{ a = pet[0].id, b = "plain" }])
}

output "none" {
  value = singleOrNone([for x in [] : [pet[0].id]])
}

output "missing" {
  value = lookup({ a = pet[*].id }, "b", ["default"])
}
