resource "pw" "random:index/randomPassword:RandomPassword" {
  length = 10
}

# Read only by an element of a tuple that a constant index does not pick.
unpicked = pw.bcryptHash

plain = "x"

resource "grp" "aws:ec2/securityGroup:SecurityGroup" {
  description = element([unpicked, "日本"], 13)
  name = element([plain, "b"], 1)
  options {
    range = secret(["a", "b"])
  }
}
