# A large number (beyond the digits %v prints without an exponent) read as
# a value of any type, a conditional's with try's, in a template: PCL
# prints its digits.
config "pick" "bool" {
  default = false
}

resource "kilo" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a"]
  resultCount = 2147483648
}

difference = max(kilo.resultCount, secret(3)) - (kilo.resultCount * 5)

output "text" {
  value = "n${pick ? try(notImplemented("not here"), 4) : difference}!"
}

output "flag" {
  value = "b${pick ? try(notImplemented("not here"), 4) : kilo.resultCount > 2}"
}
