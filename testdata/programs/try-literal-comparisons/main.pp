# try of literals compared with another literal: TypeScript types the try
# as the union of its literal arguments (4 | 9) and rejects comparing it
# with a literal outside that union as unintentional, where PCL compares
# the values.
isThirteen = 13 == try(4, 9)

isFour = try(notImplemented("not here"), 4) != 4

output "isThirteen" {
  value = isThirteen
}

output "isFour" {
  value = isFour
}

output "word" {
  value = "a" == try("b", "c") ? "same" : "different"
}
