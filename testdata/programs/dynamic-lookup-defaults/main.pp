# Fuzz seed 10448: lookup's default of any type (untyped config, a try over
# notImplemented) is converted to the type of the map's elements, optional
# ones too, as PCL converts it, in plain values and in applies.
config "flag" "bool" {
  default = true
}
config "anything" {
  default = "7"
}
resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "p"
  options {
    range = secret([1, 2])
  }
}
optionals = { a = flag ? "x" : null, b = null }
output "s" {
  value = lookup(optionals, "c", try(notImplemented("x"), "d"))
}
output "n" {
  value = lookup({ a = flag ? 1 : null }, "c", anything)
}
output "b" {
  value = lookup({ a = flag ? true : null }, "c", try(notImplemented("x"), true))
}
output "cond" {
  value = flag ? (flag ? null : "q") : anything
}
output "inApply" {
  value = lookup({ for i, p in pet[*].prefix : "k${i}" => secret(p) }, "missing", try(notImplemented("x"), "fallback"))
}
output "numInApply" {
  value = lookup({ for i, p in pet[*].prefix : "k${i}" => flag ? length(p) : null }, "missing", anything)
}
