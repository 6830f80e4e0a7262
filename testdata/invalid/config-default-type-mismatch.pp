config "size" "int" {
  default = [1]
}
