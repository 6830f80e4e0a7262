// Loops inside an apply whose key, value or condition compute an eventual
// from their own variables (secret(x) in an inner loop that also reads the
// outer loop's variable): the eventual cannot be an argument of the outer
// apply, evaluated outside the inner loop, so the callback computes the
// inner loop as an apply of its own.
config "v" "list(bool)" {
  default = [true, false]
  secret = true
}
config "w" "list(bool)" {
  default = [false, true, true]
}
output "filterReadsBoth" {
  value = [for a in v : [for e, x in v : "${a}${e}" if secret(x) && a]]
}
output "valueReadsInner" {
  value = [for a in v : [for e, x in w : secret(x) ? a : !a]]
}
output "keyReadsInner" {
  value = [for a in v : { for e, x in w : secret("k${e}") => a }]
}
output "grouped" {
  value = [for a in v : { for e, x in w : "k${x}" => a... if secret(x) }]
}
