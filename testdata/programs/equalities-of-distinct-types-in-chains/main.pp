config "flag" "bool" {
  default = true
}

config "anything" "any" {
  default = 1
}

resource "str" "random:index/randomString:RandomString" {
  length = 3
  number = (([for k, v in {} : 0.25 if false] == (false ? [] : [])) && can((true ? -1 : 15)))
  special = flag && [1] == [true ? 1 : 2] || anything == true
  upper = !flag || anything == true && flag
}

output "chained" {
  value = [
    [for x in [] : 1] == [] && flag,
    flag && ({} == {a = 1}) || false,
    anything != true && anything != "x",
  ]
}
