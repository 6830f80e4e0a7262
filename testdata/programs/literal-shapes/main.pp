// Values whose type TypeScript infers otherwise than PCL: a tuple of a
// plain number and an output (read by index, each element is its own
// type), and a component's outputs that are empty objects and lists, or
// tuples; and the entries of an empty object, of no known type.
resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

pair = [6, pet.length]

resource sized "random:index/randomString:RandomString" {
  length = pair[0] - 1
  minLower = pair[1]
}

component shapes "./shapes" {
  flag = false
}

output first { value = pair[0] * 2 }
output shapes { value = [shapes.emptyObject, shapes.emptyList, shapes.mixed, shapes.flags] }

holder = { empty = {} }

output fromEmpty { value = [for k, v in holder.empty : k if v > 0.1] }
