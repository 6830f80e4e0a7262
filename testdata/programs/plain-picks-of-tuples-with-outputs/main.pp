# Plain elements picked by a constant index from tuples that also hold
# outputs, where another element may fail (an index into a ranged
# resource's list): the pick is plain, so it can be a plain invoke's
# argument, and the whole tuple is still evaluated, as PCL does.
resource pets "random:index/randomPet:RandomPet" {
  options {
    range = 1
  }
  length = 2
}

# element wraps its index around the tuple's length.
picked = invoke("aws:ec2/getAmi:getAmi", {
  nameRegex = element(["first", pets[0].id, "third"], 6)
})

# An index, and a number picked.
indexed = invoke("aws:ec2/getAmi:getAmi", {
  nameRegex  = ["first", pets[0].id, "third"][2]
  mostRecent = [true, pets[0].length > 1][0]
  owners     = [["self"], [pets[0].id]][0]
})

# A pick used where an output is fine.
resource named "random:index/randomPet:RandomPet" {
  prefix = ["named", pets[0].id][0]
}

output "picked" {
  value = [picked.id, indexed.name, indexed.mostRecent, named.prefix]
}
