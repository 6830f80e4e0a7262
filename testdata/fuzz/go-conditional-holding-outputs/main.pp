component "set" "./compa" {
  nil = 1
  echo = []
}
