# Reads of one element of a collection that holds outputs: by a constant
# index or attribute, by a config index, through splats and loops, and
# nested.
config k "int" {
  default = 1
}

resource pet "random:index/randomString:RandomString" {
  length  = 6
  special = false
}

output byIndex {
  value = [length(pet.result)][0]
}

output byAttribute {
  value = { a = length(pet.result) }.a
}

output reference {
  value = [pet.result][0]
}

output mixedOutput {
  value = [1, length(pet.result)][1] + 1
}

output mixedPlain {
  value = [1, length(pet.result)][0] + 1
}

output byConfig {
  value = [1, length(pet.result)][k]
}

output byKey {
  value = { a = 1, b = pet.result }["b"]
}

output nested {
  value = [[pet.result, "x"]][0][1]
}

output nestedObjects {
  value = { a = { b = length(pet.result) } }.a.b
}

output inTuple {
  value = [[length(pet.result)][0], 1]
}

output splatIndex {
  value = ([{ a = length(pet.result) }][*].a)[0]
}

output splat {
  value = [{ a = length(pet.result) }, { a = 2 }][*].a
}

output loop {
  value = [for v in [{ a = length(pet.result) }, { a = 2 }] : v.a * 10]
}

output lengths {
  value = [length([length(pet.result), 1]) % 5, length({ a = pet.result, b = "x" })]
}
