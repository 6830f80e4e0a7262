config count "int" {}

output label {
  value = "n${count}"
}
