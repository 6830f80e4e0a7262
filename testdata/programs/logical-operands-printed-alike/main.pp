# Logical operations whose operands differ in PCL but print alike in Go
# (obj.class and obj["class"], each the parameter of one apply): an operand
# that is itself such an operation prints as one of them, which go vet
# would call redundant beside it.
component "obj" "./parts" {
}

output "both" {
  value = obj.class && (obj.class || obj["class"])
}

output "either" {
  value = obj.other || (obj.other && obj["other"])
}

output "chosen" {
  value = (obj.class && (obj["class"] || obj.class)) ? 1 : 2
}
