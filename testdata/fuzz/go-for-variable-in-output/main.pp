component "Output" "./index0" {
  nil = {}
  delta = can(notImplemented("nope"))
}
