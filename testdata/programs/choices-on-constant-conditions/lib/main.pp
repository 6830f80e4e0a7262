config "alpha" "int" {
  default = 11
}

items = [for i in range(1, 4) : { alpha = "a${i}" }]

always = ((7 < alpha) || true) ? [0.5, 1.5] : [for it in items : alpha if secret(true)]
never  = ((7 < alpha) && false) ? [for it in items : alpha if secret(true)] : [2.5]
negated = !((alpha > 100) || true) ? [for it in items : length(it.alpha) if secret(alpha > 1)] : [3.5]

output "always" {
  value = always
}
output "never" {
  value = never
}
output "negated" {
  value = negated
}
