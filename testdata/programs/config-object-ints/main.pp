// Ints in objects of list and map config, which Go decodes from the
// config's JSON as float64 in interface{} values: read as ints in
// arithmetic, comparisons and int inputs.
config "ports" "list(object({port=int, name=string}))" {
}

config "sizes" "map(object({count=int}))" {
}

resource pet "random:index/randomPet:RandomPet" {
  length = ports[0].port - 79
}

output next { value = ports[0].port + 1 }
output above { value = ports[0].port >= 80 }
output counts { value = [for k, v in sizes : v.count * 2] }
