# Lists and maps whose elements are optional lists or maps, plain and
# secret: a null element stays null, where the SDK makes it an empty one.
config names "list(optional(list(string)))" {
  default = [["a"], null, []]
  secret = true
}
config byKey "map(optional(list(string)))" {
  default = { a = ["x"], b = null }
}
config maps "list(optional(map(string)))" {
  default = [{ k = "v" }, null]
}
config mapOfMaps "map(optional(map(int)))" {
  default = { a = null, b = { c = 1 } }
  secret = true
}
output s {
  value = names
}
output k {
  value = secret(byKey)
}
output m {
  value = secret(maps)
}
output mm {
  value = mapOfMaps
}
output nulls {
  value = [
    [for x in names : x == null],
    [for k, x in byKey : x == null],
    [for x in maps : x == null],
    [for k, x in mapOfMaps : x == null],
  ]
}
output plainNulls {
  value = [for x in unsecret(names) : x == null]
}
