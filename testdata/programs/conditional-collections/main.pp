# Conditionals whose branches are collections of different shapes (an
# empty tuple, a list of lists, a for expression): each branch is the
# conditional's type, in Go a slice of the unified element type.
config "wide" "bool" {
  default = false
}

nested = wide ? [] : (!wide ? (wide ? [] : [["a"]]) : [for k, v in { x = 1 } : [k] if v > 0])

emptyOrMap = wide ? {} : { first = { a = 1 } }

numbers = wide ? [1] : (wide ? [] : [2.5, 3])

output "nested" {
  value = nested
}

output "emptyOrMap" {
  value = emptyOrMap
}

output "numbers" {
  value = numbers
}
