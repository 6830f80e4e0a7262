# Collections that hold both an output (a resource's attribute, an invoke of
# a secret argument) and a promise (an invoke of plain arguments) are
# compared once both resolve: the comparison is an output.
ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
})

secretAmi = invoke("aws:ec2/getAmi:getAmi", {
  owners = [secret("self")]
})

resource "pet" "random:index/randomPet:RandomPet" {
}

objectChanged = { name = pet.id, image = ami.id } != {}
tupleSame = [ami.architecture, secretAmi.architecture] == [ami.architecture, ami.architecture]
listChanged = [ami.id, pet.id] != []

resource "tagged" "random:index/randomPet:RandomPet" {
  prefix = "${objectChanged}-${tupleSame}"
  keepers = {
    changed = "${{ a = secretAmi.id, b = ami.imageId } != {}}"
    same    = "${listChanged}"
  }
}

output "compared" {
  value = [objectChanged, tupleSame, listChanged]
}
