// Locals holding invokes that PCL makes plain and Go in their output form
// (their arguments read a secret config variable, which Go holds as an
// output), named as the loop variables a backend invents (value, index,
// key), read inside resources ranged over a list, a map and a number, whose
// loops have such variables.
config "owner" "string" {
  default = "self"
  secret  = true
}

value = invoke("aws:ec2/getAmi:getAmi", {
  owners = [owner]
})

index = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self", owner]
})

key = invoke("simple:index:getSecret", {
  name = owner
})

resource "byList" "aws:ec2/instance:Instance" {
  options {
    range = ["a", "b"]
  }
  ami          = value.id
  instanceType = "${range.value}-${index.name}-${range.key}"
}

resource "byMap" "aws:ec2/instance:Instance" {
  options {
    range = {
      x = "one"
      y = "two"
    }
  }
  ami          = key.name
  instanceType = "${range.key}=${range.value}/${value.name}"
}

resource "byCount" "aws:ec2/instance:Instance" {
  options {
    range = 2
  }
  ami          = index.id
  instanceType = "t${range.value}.${key.value}"
}
