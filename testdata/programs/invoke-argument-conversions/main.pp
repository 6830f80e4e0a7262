# Invoke arguments convert to the types of the function's inputs, as
# resource inputs convert to theirs: numbers and bools given for strings,
# in lists built by for expressions (over config, and over resources whose
# outputs the elements depend on) and by list constructors, and alone; strings given
# for bools; in invokes that are locals, resource inputs, for bodies,
# outputs and a component's.
config "sizes" "list(object({n=number, flag=bool}))" {
  default = [{ n = 1, flag = true }, { n = 2.5, flag = false }]
}

config "count" "int" {
  default = 3
}

resource "ranged" "simple:index:resource" {
  options { range = 2 }
  inputOne = "r${range.value}"
  inputTwo = range.value
}

fromFor = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for e in sizes : e.n]
})

fromTuple = invoke("aws:ec2/getAmi:getAmi", {
  owners     = [count, sizes[0].flag, "self"]
  mostRecent = "true"
  nameRegex  = count
})

fromOutputs = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for r in ranged : length(r.id)]
})

looked = invoke("unversioned:index:lookup", {
  key = count
})

resource "server" "aws:ec2/instance:Instance" {
  ami            = invoke("aws:ec2/getAmi:getAmi", { owners = [sizes[1].n] }).imageId
  instanceType   = "t3.micro"
  securityGroups = [for e in sizes : invoke("aws:ec2/getAmi:getAmi", { owners = [e.flag], nameRegex = e.n }).name]
}

component "comp" "./comp" {
  ids = [for e in sizes : e.n]
}

output "owners" {
  value = [fromFor.owners, fromTuple.owners, fromOutputs.owners]
}

output "inline" {
  value = invoke("aws:ec2/getAmi:getAmi", { owners = [count * 2], mostRecent = "false" }).imageId
}

output "looked" {
  value = looked.value
}

output "comp" {
  value = comp.ami
}
