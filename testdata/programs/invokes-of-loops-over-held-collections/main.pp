# Invokes PCL calls in their plain form whose arguments loop over
# collections holding an output (entries of a map, a tuple, an object),
# reading only the plain parts of their elements; Go holds such
# collections as inputs and reads each element as an output, so it calls
# them in their output form. Their results are read as values, in a
# resource's input, ranges, loops, another invoke's arguments and outputs.
resource "sized" "random:index/randomInteger:RandomInteger" {
  max = 5
  min = 1
}

image = invoke("aws:ec2/getAmi:getAmi", {
  filters = [for i, entry in entries({ "name" = sized.result }) : {
    name   = entry.key
    values = ["v${i}"]
  }]
  owners = ["self"]
})

counted = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for n in [sized.result, 2] : "owner"]
})

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  inputs = [image.imageId, counted.name]
}

resource "ranged" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["x"]
  options {
    range = length(image.owners)
  }
}

resource "maybe" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["y"]
  options {
    range = length(counted.owners) > 0
  }
}

names = [for owner in image.owners : "owner-${owner}"]

again = invoke("aws:ec2/getAmi:getAmi", {
  owners = image.owners
})

output names {
  value = names
}

output again {
  value = again.name
}

output image {
  value = image.architecture
}

output owners {
  value = counted.owners
}
