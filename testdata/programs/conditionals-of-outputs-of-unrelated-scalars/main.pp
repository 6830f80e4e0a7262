# Conditionals whose branches are outputs of scalar types neither of which
# holds the other (a number and an optional string, a bool and an int):
# TypeScript's union of their Outputs has no apply it can call, so each is
# an Output of PCL's type of the conditional.
config "papa" "bool" {
  default = false
}

resource "image" "aws:ec2/ami:Ami" {
  name = "image"
}

resource "echo" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a"]
  resultCount = 7
}

output "templated" {
  value = "b${papa ? 1 : image.ramdiskId}"
}

output "whole" {
  value = papa ? 1 : image.ramdiskId
}

output "nested" {
  value = "b${!papa ? (papa ? 1 : image.ramdiskId) : image.kernelId}"
}

output "compared" {
  value = (papa ? true : echo.resultCount) == 7
}

output "listed" {
  value = [for s in ["x"] : papa ? s : echo.resultCount]
}
