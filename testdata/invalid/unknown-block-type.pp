widget "w" {
  size = 1
}
