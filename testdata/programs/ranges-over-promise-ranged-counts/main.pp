ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self", "amazon"]
})

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = ami.owners
  }
}

resource "id" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = {
    a = "b"
  }
  options {
    range = [length(pet[*].id), 2]
  }
}

keepers = id[*].keepers

output "keepers" {
  value = keepers
}
