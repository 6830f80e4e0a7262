// A bool equals no number, where the values' types do not say which they
// are (a dynamic value, a union, a collection of either): Python's == finds
// True equal to 1 and False to 0.
config "anything" "any" {
  default = true
}

config "zero" "number" {
  default = 0
}

output "tryAndNumber" {
  value = try(notImplemented("not here"), false) == (2147483648 % 1)
}

output "dynamicAndOne" {
  value = anything == 1
}

output "dynamicNotOne" {
  value = anything != 1
}

output "unionAndZero" {
  value = (zero == 0 ? false : "no") == zero
}

output "listsOfEither" {
  value = [try(notImplemented("x"), true), 2] == [1, 2]
}

output "mapsOfEither" {
  value = { k = anything } != { k = 1 }
}

output "boolsStillEqual" {
  value = try(notImplemented("y"), true) == anything
}

output "numbersStillEqual" {
  value = try(notImplemented("z"), 0) == zero
}
