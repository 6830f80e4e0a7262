# A tuple of objects and of a map built by a for expression: each element a
# loop reads is the map of its unified type, whichever Go holds it as.
config name string {
  default = "x"
}

mixed = [{
  Key   = ("quote" != name)
  other = !true
}, { for i, v in range(2) : "k${i}" => (v > i) }, {
  Key  = false
  beta = true
}]

output counts {
  value = [for m in mixed : join(",", [for k, v in m : "${k}:${v}"])]
}
output firsts {
  value = [for m in mixed : length(m)]
}
