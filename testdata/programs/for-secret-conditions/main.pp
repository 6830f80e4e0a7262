// A for expression whose condition is secret over a collection that is
// not, whose value calls try: the result is secret (the interpreter once
// failed adding the condition's mark to the collection's none).
config "limit" "int" {
  default = 1
}

output kept { value = [for x in [1, 2, 3] : try(x, 0) if secret(x > limit)] }
