# == and != with an optional scalar on one side or both (a property of an
# object config left unset, a schema object's optional output): null equals
# only null, and Go must not dereference its nil pointer (found with the
# fuzz seed 9626's test program).
config "n" "int" {
  default = 3
}
config "maybe" "list(object({b = optional(bool), i = optional(int), s = optional(string), f = optional(number)}))" {
  default = [{ b = true, i = 3, s = "x", f = 3 }, {}]
}
output "eqs" {
  value = [for m in maybe : [m.b == true, m.b != true, m.i == n, m.i == 3.0, m.f == n, m.s == "x", m.s != "y", m.b == m.b, m.i == m.f, m.s == null, true == m.b, 3 == m.i]]
}
resource "r" "maxItemsOne:index/index:resource" {
  options {
    range = 2
  }
}
output "evs" {
  value = [for x in r : [x.innerResourceOutput.someInput == true, x.innerResourceOutput.someInput != false, x.innerResource.someInput == null]]
}
