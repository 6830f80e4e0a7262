// Values of one type read from values of any type, or from collections of
// values of several types, converted as PCL converts them.
config "flag" "bool" {
  default = false
}

config "settings" {
  default = {
    enabled = false
    size    = 3
  }
}

// Objects of other attributes: a tuple of values of several types.
shapes = [{
  beta = 15
}, {
  "with space" = 2
  beta         = 9
}]

// A value of any type given where a map of strings is taken.
resource "keeper" "random:index/randomPet:RandomPet" {
  keepers = settings
}

// A map of objects of other attributes, each optional where the other
// object has none.
resource "named" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = flag ? {
      alpha = "x"
    } : {
      Key   = "y"
      alpha = "z"
    }
  }
}

output "firstValues" {
  value = [for k, v in shapes[0] : v * 2]
}

output "keepers" {
  value = keeper.keepers
}
