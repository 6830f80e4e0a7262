# Plain invoke results held whole: as the elements of a list built by a
# for expression and of a tuple, as a conditional's branches, as the
# values of a map built by a for expression. Each is the
# result struct, which the Go SDK returns through a pointer.
config "preferFirst" "bool" {
  default = true
}

ami = invoke("aws:ec2/getAmi:getAmi", { owners = ["self"] })
amis = [for o in ["a", "b"] : invoke("aws:ec2/getAmi:getAmi", { owners = [o] })]
pair = [invoke("aws:ec2/getAmi:getAmi", { owners = ["x"] }), ami]
chosen = preferFirst ? invoke("aws:ec2/getAmi:getAmi", { owners = ["y"] }) : ami
byOwner = { for o in ["c", "d"] : o => invoke("aws:ec2/getAmi:getAmi", { owners = [o], mostRecent = true }) }

resource "server" "aws:ec2/instance:Instance" {
  ami = chosen.imageId
  instanceType = "t3.micro"
  tags = { for o, a in byOwner : o => a.name }
}

output "ids" {
  value = [for a in amis : a.imageId]
}

output "names" {
  value = [pair[0].name, pair[1].name, chosen.name, byOwner["d"].architecture]
}

output "owners" {
  value = [for a in pair : a.owners]
}

output "count" {
  value = length(amis) + length(byOwner)
}
