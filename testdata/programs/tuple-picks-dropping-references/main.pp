# Fuzz seed 10620: element of a tuple at a constant index picks one element;
# the constant it picks is an output of its value where the resource it is
# given to is created in an apply (ranged over an output), and the locals
# only the other elements read are still used (pyflakes refuses a
# component's variable assigned and never read).
component "comp" "./comp" {
}

resource "pw" "random:index/randomPassword:RandomPassword" {
  length = 10
}

resource "grp" "aws:ec2/securityGroup:SecurityGroup" {
  description = element([pw.bcryptHash, "日本"], 13)
  options {
    range = secret(["a", "b"])
  }
}
