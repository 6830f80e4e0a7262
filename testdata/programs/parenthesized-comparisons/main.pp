// Parentheses around a compared value do not make it another value: a
// comparison guarded by a test of (m) compares what the test narrowed, and
// two comparisons of (m) and m with constants are of one value.
config "m" "string" {
  default = "a"
}

config "ok" "bool" {
  default = true
}

output "both" {
  value = m == "a" && (m) == "b"
}

output "either" {
  value = (m) != "a" || m != "b"
}

output "chosen" {
  value = (m) == "a" ? ((m) == "b") : false
}

output "flag" {
  value = ok ? ((ok) == false) : true
}
