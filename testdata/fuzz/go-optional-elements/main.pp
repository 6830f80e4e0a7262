component "finally" "./compa" {
  golf = secret({})
}
