# A conditional given as a resource's input whose branches are an output
# and a plain value that may be null: the input takes either as it is.
config "settings" "map(object({public=optional(bool), label=optional(string)}))" {
  default = {
    x = {
      public = true
    }
    y = {
      label = "why"
    }
  }
}

resource "main" "aws:ec2/instance:Instance" {
  ami = "a"
  instanceType = "t"
}

resource "each" "aws:ec2/instance:Instance" {
  options {
    range = settings
  }
  ami = range.value.label == null ? main.ami : range.value.label
  instanceType = "t"
  associatePublicIpAddress = !range.value.public ? (main.publicIp == "x" && range.value.public) : range.value.public
}
