# Lists of outputs built by loops over a plain invoke's result, given to
# an invoke in its output form: Python holds the plain invoke's result
# plainly, and the output form takes the list as one input (fuzz seed
# 10909).
owners = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["amazon", "self"]
})

resource "pet" "random:index/randomPet:RandomPet" {
}

secrets = invoke("aws:ec2/getAmi:getAmi", {
  filters = [for n in owners.owners : secret({
    name = n
    values = []
  })]
  mostRecent = unsecret(secret(true))
  owners = [for n in owners.owners : secret(n)]
})

named = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for i, n in owners.owners : "${n}-${pet.id}" if i < 1]
})

output "ids" {
  value = [secrets.id, named.id]
}
