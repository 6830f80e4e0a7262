// Inputs named like the types of the others' hints in Python.
config "str" "string" {
}

config "dict" "map(string)" {
}

config "int" "int" {
  default = 3
}

output "joined" {
  value = "${str}-${dict["a"]}-${int}"
}
