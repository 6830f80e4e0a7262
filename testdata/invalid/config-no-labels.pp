config {
  default = 1
}
