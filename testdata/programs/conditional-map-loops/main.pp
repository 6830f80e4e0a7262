// A conditional whose branch is a map made by a for expression takes the
// conditional's element type: ints among numbers, lists among lists of any,
// strings among optional strings.
config "flag" "bool" {
  default = false
}

numbers = flag ? { a = 1.5 } : { for i, v in [1, 2] : "k${i}" => v }
lists = flag ? { a = [] } : { for i, v in [true, false] : "k${i}" => [v] }
maybe = flag ? { a = null } : { for i, v in ["x"] : "k${i}" => v }

output numbers { value = numbers }
output lists { value = lists }
output maybe { value = maybe }
