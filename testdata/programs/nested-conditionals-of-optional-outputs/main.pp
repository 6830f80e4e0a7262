# Conditionals of optional outputs (an optional int, an optional string)
# inside conditionals whose other branch has another type: Go holds such a
# conditional as a value of any type, which must hold the optional's value,
# not a pointer to it.
config "papa" "bool" {
  default = false
}

resource "echo" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a"]
  resultCount = 7
}

resource "image" "aws:ec2/ami:Ami" {
  name = "image"
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "a${papa ? (papa ? -2.75 : echo.resultCount) : echo.resultCount}"
}

output "chosenNumber" {
  value = papa ? (papa ? -2.75 : echo.resultCount) : echo.resultCount
}

output "chosenText" {
  value = "b${!papa ? (papa ? 1 : image.ramdiskId) : image.kernelId}"
}

output "compared" {
  value = (papa ? (papa ? 1.5 : echo.resultCount) : echo.resultCount) == 7
}

output "listed" {
  value = [papa ? "x" : (papa ? 2 : echo.resultCount)]
}
