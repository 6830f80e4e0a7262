# Typed collections (a map of strings, a list of strings, a map of maps)
# where a value of any element type is taken: a branch of a conditional
# whose other branch is an object of other attributes or a tuple of mixed
# elements, which Go holds as a map[string]interface{} or []interface{}.
config "flag" "bool" {
  default = true
}

config "name" "string" {
  default = "j"
}

tags = {
  ("x-y") = name
}

names = [name, "b"]

nested = {
  inner = tags
}

output "count" {
  value = length(flag ? tags : {})
}

output "chosen" {
  value = flag ? tags : { other = null }
}

output "notChosen" {
  value = !flag ? tags : { other = null, more = 2 }
}

output "listChosen" {
  value = flag ? names : [1, "a"]
}

output "nestedChosen" {
  value = flag ? nested : { b = { c = 1 } }
}

output "lengths" {
  value = [length(flag ? names : [true, "x", 3]), length(!flag ? tags : { a = 1, b = "c" })]
}
