# Choices of objects whose inner objects' properties do not unify (an output
# of an int in one branch, a number in another): the inner object is of a
# union of object types that each hold outputs, and a branch's plain values
# are held as the outputs they are there.
config "c" "bool" {
  default = true
}

config "d" "bool" {
  default = false
}

resource "pet" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 5
}

hotel = c ? {
  mike = pet.result
  papa = {
    golf = pet.result
    hotel = pet.result
    xray = 8
  }
} : (d ? {
  mike = pet.result
  papa = null
} : {
  mike = -2.75
  papa = {
    golf = 4
    hotel = 0.1
    xray = 16
  }
})

listed = [c ? {
  inner = {
    n = pet.result
  }
} : (d ? {
  inner = {
    n = 0.5
  }
} : {
  inner = {
    n = 2
  }
})]

resource "tagged" "aws:s3/bucket:Bucket" {
  tags = {
    golf = "${hotel.papa.golf}"
    n = "${listed[0].inner.n}"
  }
}

output "hotel" {
  value = hotel
}

output "listed" {
  value = listed
}
