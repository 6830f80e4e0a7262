config "count" "int" {
  default = 1
}
config "pair" {
  default = [1, 2]
}
config "single" {
  default = [1]
}
config "digits" {
  default = ["1"]
}
config "letters" {
  default = {
    a = 1
  }
}
config "nothing" {
  default = null
}

output "emptyListsOfDifferentElements" {
  value = [for f in [] : count] == [for o in entries([]) : o.value]
}
output "emptyListsFilteredBySecrets" {
  value = [for f in [] : count] != [for o in entries({}) : o.value if secret(count > 0)]
}
output "untypedTupleEqualsList" {
  value = pair == [for i in [1, 2] : i * count]
}
output "untypedObjectEqualsMap" {
  value = letters == { for k, v in { a = 1 } : k => v * count }
}
output "nestedEmpties" {
  value = [for o in [1] : [for f in [] : count]] == [for o in [1] : [for p in entries([]) : p.value]]
}
output "differentLengths" {
  value = single != [for i in [1, 2] : i]
}
output "stringIsNotNumber" {
  value = digits == [for i in [1] : i]
}
output "nullIsNotEmpty" {
  value = nothing == [for f in [] : count]
}
