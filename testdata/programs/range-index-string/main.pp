# pclfuzz seed 7 (shrunk): range["value"] and range["key"] read what
# range.value and range.key read, over a map, a list and a number, in a
# template and as inputs of their own.
resource "xray" "aws:ec2/ami:Ami" {
  tags = {
    "x-y" = range.key
    ("alpha") = fromBase64(toBase64("$ ${range.key}100% ${"x"}${range["value"]} end"))
  }
  options {
    range = {}
  }
}

resource "byMap" "simple:index:resource" {
  inputOne = "${range["key"]}=${range["value"]}"
  options {
    range = { a = "x", b = "y" }
  }
}

resource "byList" "simple:index:resource" {
  inputOne = range["value"]
  inputTwo = range["key"]
  options {
    range = ["p", "q"]
  }
}

resource "byNumber" "simple:index:resource" {
  inputTwo = range["value"] * 2
  options {
    range = 2
  }
}

output "keys" {
  value = [for r in byList : r.inputTwo]
}
