# A condition that is constant once a literal operand decides it (`a || true`,
# `a && false`) still evaluates its other operand; pyright takes the branch it
# never chooses as unreachable (in a component's function, a local read there
# is of type Never), so the condition is given to it as a bool.
component "choices" "./lib" {
  alpha = 12
}

output "always" {
  value = choices.always
}
output "never" {
  value = choices.never
}
output "negated" {
  value = choices.negated
}
