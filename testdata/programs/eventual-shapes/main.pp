# Values whose types hold eventual parts in shapes the fuzz campaigns found
# mistyped: a tuple holding an awaited invoke's list, the optional outputs
# of ranged resources given as a list of strings, a conditional of objects
# one of which has a null property, and a range over a tuple that mixes
# plain values and outputs; an apply's object whose list PCL types as a
# tuple (TypeScript's value is an array), and a loop over an empty list.
ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
})

lists = [["a", "b"], ami.owners]

resource "shuffles" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["x", "y"]
  seed   = "s${range.value}"
  options {
    range = 2
  }
}

resource "fromSeeds" "random:index/randomShuffle:RandomShuffle" {
  inputs = shuffles[*].seed
}

config "wide" "bool" {
  default = false
}

shaped = wide ? {
  a = 1
} : {
  a = 2
  b = null
}

resource "sized" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 10
}

resource "byCount" "random:index/randomString:RandomString" {
  length = range.value > 5 ? range.value : 6
  options {
    range = [16, sized.result]
  }
}

component "first" "./shapes" {
  flag = sized.result > 3
}

output "lists" {
  value = lists
}

output "shaped" {
  value = shaped
}

output "empty" {
  value = first.empty
}

output "count" {
  value = length(byCount)
}

output "nested" {
  value = sized.result > 3 ? (sized.result > 5 ? {
    quebec = { papa = true }
  } : {
    quebec = { papa = null }
    tango  = null
  }) : {
    quebec = { papa = false }
    tango  = ["alpha"]
  }
}

nothing = [for s in [] : s]

output "splitNothing" {
  value = [for v in nothing : split("a", v)]
}
