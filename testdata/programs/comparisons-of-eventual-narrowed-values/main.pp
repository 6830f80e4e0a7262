# An output computed from a value a test around it narrows (in the false
# branch of `ok ? ...`, ok is false) compared in an apply with a literal
# the narrowed type excludes: the comparison is PCL's. A conditional whose
# branches are the narrowed value and its secret is an output of its type.
config ok bool {
  default = false
}
config name string {
  default = "x"
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

output viaSecret {
  value = ok ? false : (secret(ok) == true)
}
output viaOutput {
  value = name == "x" ? "${pet.id}${name == "y"}" : "other"
}
output both {
  value = ok ? "t" : "${pet.id}-${ok == true}"
}
output chosenSecretly {
  value = ok ? secret(ok) : ok
}
output chosenNames {
  value = name == "x" ? secret(name) : name
}
output mapped {
  value = { for i, v in ["a"] : "k${i}" => (ok ? secret(ok) : ok) }
}
