resource "xray" "aws:ec2/ami:Ami" {
  tags = {
    "x-y" = range.key
    ("alpha") = fromBase64(toBase64("$ ${range.key}100% ${"x"}${range["value"]} end"))
  }
  options {
    range = {}
  }
}
