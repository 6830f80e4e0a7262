# A loop's condition narrows, in TypeScript, the references its value reads
# (v of type true under `v && i >= 0`): the elements are given PCL's type, so a
# comparison of them with another value type-checks.
config "ok" "bool" {
  default = true
}
config "name" "string" {
  default = "a"
}
l = ok ? [ok] : []
o = ok ? { v = ok } : { v = true }
s = name == "a" ? [name] : []
f = { for k, v in { a = true, b = false } : "k${k}" => v if v }
g = [for i, v in [true, false] : { x = v } if v && i >= 0]
h = [for i, v in ["a", "b"] : v if v == "a" && i >= 0]
output "o1" { value = length(l) > 0 ? l[0] == false : true }
output "o2" { value = o.v == false }
output "o3" { value = length(s) > 0 ? s[0] == "b" : true }
output "o4" { value = [for k, v in f : v == false] }
output "o5" { value = [for e in g : e.x == false] }
output "o6" { value = [for e in h : e == "b"] }
output "o7" { value = { for k, v in { a = true, b = false } : "k${k}" => v if v && k != "" } }
output "o8" { value = [for k, v in { for i, v in ["x", "y"] : "k${i}" => v if v == "x" && i >= 0 } : v == "y"] }
