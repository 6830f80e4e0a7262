// A choice between objects one of whose attributes is a map computed from
// outputs in one branch and an object constructor in the other (of
// literals, or holding outputs itself): the constructor is taken as that
// map, whatever its keys.
config "flag" "bool" {
  default = false
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
}

settings = flag ? {
  name    = shuffle.seed
  marks   = { for k, v in shuffle.results : "k${k}" => false }
  details = { size = 2 }
} : {
  name  = "fixed"
  marks = { "x-y" = true, "k1" = false }
}

output "marks" {
  value = settings.marks
}

output "name" {
  value = settings.name
}

sizes = flag ? {
  counted = { for k, v in shuffle.results : "k${k}" => 1.5 }
} : {
  counted = { fixed = 2, fromOutput = shuffle.resultCount }
}

output "sizes" {
  value = sizes.counted
}
