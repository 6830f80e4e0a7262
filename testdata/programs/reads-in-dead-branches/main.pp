# Values that a program reads only where its run never looks: a
# conditional's branch not taken, the body of a for expression over an
# empty list, a fallback of try that is not needed. PCL creates the
# resources, makes the invokes and computes the locals all the same; Go,
# whose SDK runs an apply only for whoever awaits its output, awaits them.
config "pick" "bool" {
  default = false
}

resource "made" "random:index/randomPet:RandomPet" {
  prefix = "m${range.key}"
  options {
    range = unsecret(secret([true]))
  }
}

resource "listed" "random:index/randomPet:RandomPet" {
  prefix = "l${range.value}"
  options {
    range = unsecret(secret(["a", "b"]))
  }
}

found = invoke("aws:ec2/getAmi:getAmi", {
  owners = [made[0].id]
})

length = made[0].length

resource "chosen" "random:index/randomPet:RandomPet" {
  options {
    range = unsecret(secret([true]))
  }
}

resource "reader" "random:index/randomPet:RandomPet" {
  prefix = pick ? chosen[0].id : "none"
  length = try(2, length)
}

output "names" {
  value = [for n in [] : "${n}${listed[0].id}"]
}

output "imageName" {
  value = pick ? found.name : "none"
}
