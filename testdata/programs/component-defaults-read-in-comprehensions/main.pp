// A component config variable with a default, read in a lambda inside a
// comprehension (the apply of each element of a list): Python assigns it
// once, where a type checker kept no narrowing of `if x is None: x = []`
// there.
resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

component counted "./counted" {
  threshold = pet.length
}

component plain "./counted" {
  lengths   = [1, 2]
  threshold = 3
}

output counts { value = counted.count }
output plainCounts { value = plain.count }
output sums { value = counted.sums }
output plainSums { value = plain.sums }
