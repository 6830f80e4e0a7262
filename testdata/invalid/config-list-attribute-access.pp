config "names" "list(string)" {
  default = "a,b"
}

first = names.first
