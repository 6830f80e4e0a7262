# Lists of objects of different keys, converted element by element to a
# schema's object type (a number port to an int): the keys some objects
# lack are null where they are absent.
config "open" "bool" {
  default = false
}

config "port" "number" {
  default = 443
}

rules = [{
  fromPort = port
  protocol = "tcp"
  self     = open
  toPort   = port
}, {
  fromPort    = 80
  protocol    = "udp"
  toPort      = 80
  description = "web"
}]

resource "secured" "aws:ec2/securityGroup:SecurityGroup" {
  egress = secret([{
    fromPort = port
    protocol = "tcp"
    self     = open
    toPort   = 1
  }, {
    fromPort = 1
    protocol = "udp"
    toPort   = 2
  }])
  ingress = unsecret(secret(rules))
}

resource "local" "aws:ec2/securityGroup:SecurityGroup" {
  ingress = rules
}
