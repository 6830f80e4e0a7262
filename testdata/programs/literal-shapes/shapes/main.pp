config "flag" "bool" {
  default = true
}

output emptyObject { value = {} }
output emptyList { value = [] }
output mixed { value = [flag, "x", 1] }
output flags { value = [flag, !flag, true] }
