# An output read as null, from an object a conditional unifies with
# another, given where a value of another type is taken: in a branch's
# object given as a schema object, in a branch's list, and through a local
# holding the choice, each chosen and not.
config pick bool {
  default = true
}

settings = secret({
  nothing = null
  name    = "x"
})

chosen = pick ? { volumeSize = 3 } : {
  encrypted = settings.nothing
}

unchosen = !pick ? { volumeSize = 3 } : {
  encrypted = settings.nothing
}

resource "inBranch" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = !pick ? { volumeSize = 3 } : {
    encrypted = settings.nothing
  }
}

resource "inOtherBranch" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = pick ? { volumeSize = 3 } : {
    encrypted = settings.nothing
  }
}

resource "fromChosen" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = chosen
}

resource "fromUnchosen" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = unchosen
}

output chosen {
  value = chosen
}

output unchosen {
  value = unchosen
}

# The same null, no longer secret.
revealed = unsecret(settings)

resource "revealedInBranch" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = !pick ? { volumeSize = 3 } : {
    encrypted = revealed.nothing
  }
}

# Secret nulls made so, in a branch's object and in a map.
resource "secretNullInBranch" "aws:ec2/instance:Instance" {
  instanceType = "t2.micro"
  rootBlockDevice = !pick ? { volumeSize = 3 } : {
    encrypted = secret(null)
  }
}

output secretNulls {
  value = { nothing = secret(null), read = settings.nothing }
}
