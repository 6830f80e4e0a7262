# A config variable's default that does not convert to its type.
config "size" "int" {
  default = "x3"
}
