config "ids" "list(number)" {
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners    = [for id in ids : id]
  nameRegex = ids[0]
})

output "ami" {
  value = ami.imageId
}
