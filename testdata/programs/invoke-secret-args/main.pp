# An invoke given a secret config variable, or a local computed from one,
# is given outputs in every SDK, so it is made in its output form: as a
# local, read later, and inline in a resource's input.
config "filters" "map(object({pattern=string}))" {
  default = {
    "alpha" = {
      pattern = "ubuntu-*"
    }
  }
  secret = true
}

config "suffix" "string" {
  default = "-arm"
  secret  = true
}

pattern = "${filters["alpha"].pattern}${suffix}"

image = invoke("aws:ec2/getAmi:getAmi", {
  nameRegex = filters["alpha"].pattern
  owners    = ["self"]
})

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = invoke("aws:ec2/getAmi:getAmi", {
    nameRegex = pattern
    owners    = ["self"]
  }).name
}

output "imageName" {
  value = image.name
}

output "petPrefix" {
  value = pet.prefix
}
