# A conditional over outputs (range.value of a secret range) whose plain
# branch is of another type than the result: an empty list where the other
# branch holds strings.
config "first" "bool" {
  default = true
}

resource "listed" "random:index/randomShuffle:RandomShuffle" {
  inputs = first ? [for s in ["x", "y"] : range.value if s != range.value] : []
  options {
    range = secret(["a", "b"])
  }
}

resource "empties" "random:index/randomShuffle:RandomShuffle" {
  inputs = !first ? [for s in ["x", "y"] : range.value if s != range.value] : []
  options {
    range = secret(["a"])
  }
}

# Branches of objects of other shapes (TypeScript's union of two Outputs has
# no apply it can call), and a conditional of a list of outputs read in an
# apply (pyright's list of Outputs).
resource "victor" "random:index/randomPassword:RandomPassword" {
  keepers = (first ? {
    "a.b" = "x.y"
  } : (range.value ? {} : { "b" = "c" }))
  length = 1
  options {
    range = secret([true, false])
  }
}

resource "joined" "random:index/randomPet:RandomPet" {
  keepers = {
    joined = join(",", (first ? [for s in ["x", "y"] : "${s}-${range.value}"] : []))
  }
  options {
    range = secret(["a", "b"])
  }
}
