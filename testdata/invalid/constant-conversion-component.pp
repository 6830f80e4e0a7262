# A component input that does not convert to the type of the component's
# config variable.
component "small" "./components/sized" {
  size = "small"
}
