# Issue 12 item 21: a template of one conditional is the conditional itself.
config "flag" "bool" {
  default = true
}
x = "${true ? "a" : "b"}"
y = "${flag ? "a" : "b"}"
resource "r" "random:index/randomString:RandomString" {
  length = 4
  keepers = {
    k = "${flag ? "c" : "d"}"
    j = "${flag ? "c" : "d"}-${x}"
  }
}
output "x" {
  value = x
}
output "y" {
  value = join(",", ["${!flag ? y : "e"}"])
}
output "z" {
  value = "${r.result == "" ? "empty" : r.result}"
}
