// Comparisons under a test that narrows what they read, of operations
// TypeScript types from the narrowed values (a try returning ok, !ok,
// ok && true, [ok][0]): TypeScript would see literal types that do not
// overlap (TS2367) where PCL compares values, so the operands are widened.
config "ok" "bool" {
  default = true
}
config "mode" "string" {
  default = "a"
}
output tried { value = ok ? try(ok, true) != !ok : false }
output negated { value = ok ? !ok == true : false }
output anded { value = ok ? (ok && true) == false : true }
output picked { value = ok ? [ok][0] == false : true }
output chosen { value = mode == "a" ? (mode == "a" ? mode : "c") == "b" : false }
output looked { value = mode == "a" ? lookup({ m = mode }, "m", "z") == "b" : false }
output both { value = ok && !ok == ok }
