// pclfuzz's shrunk program: conditionals whose branches are objects
// holding secrets (outputs) in a component.
component "set" "./compa" {
  nil = 1
  echo = []
}
