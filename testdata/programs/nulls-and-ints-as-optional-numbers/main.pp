# Ints beside nulls given where optional numbers are taken (a component's
# list(optional(number)) input), plain, secret and in loops: each int is a
# number, each null stays null.
config n int {
  default = 2
}

component secretTuple "./comp" {
  values = secret([null, 1, n])
}
component plainTuple "./comp" {
  values = [null, 1, 2.5]
}
component looped "./comp" {
  values = [for i in range(3) : i == 1 ? null : i]
  byKey  = secret({ a = null, b = n })
}

output all {
  value = [secretTuple.values, plainTuple.values, looped.values, looped.keyed]
}
