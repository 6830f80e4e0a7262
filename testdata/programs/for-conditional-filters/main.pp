// A for expression's filter that is itself a conditional keeps its own
// branches: TypeScript's flatMap tests it in parentheses.
config "flags" "list(bool)" {
  default = [true, false, false]
}

output byIndex { value = [for i, v in flags : "x${i}" if (v ? v : i > 1)] }
output byValue { value = [for v in flags : "y" if (v ? false : true)] }
output keyed { value = { for i, v in flags : "k${i}" => v if (v ? v : i > 1) } }
output nested { value = [for i, v in flags : i if (i > 0 ? v ? true : i == 2 : false)] }
