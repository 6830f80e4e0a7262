# A choice whose condition reads an invoke's result (a promise, which
# TypeScript awaits) between lists of optional outputs and plain lists,
# given where a list of strings is taken: the optional outputs are taken
# as present, as they are where the condition is plain.
config "on" "bool" {
  default = true
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
})

resource "ids" "random:index/randomId:RandomId" {
  options {
    range = 2
  }
  byteLength = 4
  prefix     = "p"
}

resource "byArchitecture" "random:index/randomShuffle:RandomShuffle" {
  inputs = (ami.architecture != "arm") ? ids[*].prefix : ["z"]
}

resource "nested" "random:index/randomShuffle:RandomShuffle" {
  inputs = (ami.architecture == "arm") ? ["y"] : (on ? ids[*].prefix : [for k, v in ["a"] : ami.architecture])
}

output "shuffled" {
  value = byArchitecture.results
}
output "nested" {
  value = nested.results
}
