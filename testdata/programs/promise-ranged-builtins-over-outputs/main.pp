ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self", "amazon"]
})

resource "pet" "random:index/randomPet:RandomPet" {
  options {
    range = [for owner in ami.owners : true if owner != "nobody"]
  }
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length     = 8
  minNumeric = min(length(pet), recover(secret(1), -1))
  minLower   = max(length(pet), secret(1))
}

output "minNumeric" {
  value = password.minNumeric
}
