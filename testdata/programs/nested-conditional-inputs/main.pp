# pclfuzz seed 9100: a conditional in a conditional's true branch, given
# where a typed value is taken (a resource's input, an element of a list
# input, a value of a map input), keeps its parentheses in Python: without
# them `a if c1 else b if c2 else z` groups the other way.
config "c1" "bool" {
  default = true
}

config "c2" "bool" {
  default = false
}

resource "scalar" "simple:index:resource" {
  inputOne = (c2 && c1) ? ((c1 || c2) ? "a\"b" : "quote") : "pre ${c1}"
  inputTwo = c2 ? (c1 ? 1 : 2) : (c1 ? 3 : 4)
}

resource "inCollections" "aws:ec2/instance:Instance" {
  ami            = "ami-1"
  instanceType   = "t3.micro"
  securityGroups = [c2 ? (c1 ? "a" : "b") : "z", c1 ? "y" : (c2 ? "p" : "q")]
  tags = {
    first  = c2 ? (c1 ? "a" : "b") : "z"
    second = (c1 ? c2 : c1) ? "t" : "f"
  }
}

output "plain" {
  value = c2 ? (c1 ? "a" : "b") : "z"
}
