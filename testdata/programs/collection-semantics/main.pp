# How collections behave: element wraps past the end, join joins numbers as
# strings, an empty for result is an empty list, and / divides ints into
# numbers.
config "i" "int" {
  default = 25
}

config "even" "int" {
  default = 24
}

config "zones" "list(string)" {
  default = ["a", "b", "c"]
}

config "none" "list(string)" {
  default = []
}

nums   = [1, 2.5, 3]
counts = [4, 5, 6]
empty  = []

resource "half" "random:index/randomString:RandomString" {
  length = even / 2
}

output "wrapped" {
  value = element(zones, 4)
}

output "wrappedLiteral" {
  value = element(["x", "y"], 5)
}

output "joinedNumbers" {
  value = join(",", nums)
}

output "joinedInts" {
  value = join("-", counts)
}

output "emptyFor" {
  value = [for z in none : "${z}!"]
}

output "emptyLiteralFor" {
  value = [for x in empty : x]
}

output "filteredFor" {
  value = [for z in zones : z if z == "q"]
}

output "emptyMapFor" {
  value = { for z in none : z => "${z}!" }
}

output "quotient" {
  value = i / 2
}

output "wholeQuotient" {
  value = even / 2
}

output "halfLength" {
  value = half.length
}
