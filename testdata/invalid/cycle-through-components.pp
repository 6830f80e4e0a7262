# Each instance's output is computed from its input, which is the other's
# output: no value can ever be known.
component "first" "./components/echo" {
  data = second.data
}

component "second" "./components/echo" {
  data = first.data
}
