# Values that TypeScript would type as literals ("a" | "b", false) where
# they come out of a loop's callback or out of try, compared with literals
# of other types: PCL compares them (false), TypeScript must not reject the
# comparison.
config c string {
  default = "x"
}

config on bool {
  default = true
}

# try of literals, as a range's collection and read by the range.
resource certs "random:index/randomPet:RandomPet" {
  options {
    range = [for k, v in { a = 1 } : try("dollar$", "quote\"d") if true]
  }
  prefix = "back\\slash" != range.value ? "differs" : "same"
}

tried = [for k, v in { a = 1, b = 2 } : try("one", "two")]
triedCompared = [for v in tried : v == "three"]

# A conditional of literals as a loop's value.
chosen = [for k, v in { a = 1 } : c == "x" ? "yes" : "no"]
chosenCompared = [for v in chosen : v == "maybe"]

# A boolean literal as a loop's value, and a map loop's.
falses = [for v in [1, 2] : false]
falsesCompared = [for v in falses : v == true]
numbers = { for k, v in { a = 1 } : k => on ? 1 : 2 }
numbersCompared = [for k, v in numbers : v == 3]

# try outside a loop.
triedOnce = try("a", "b") == "c"

output "compared" {
  value = [triedCompared, chosenCompared, falsesCompared, numbersCompared, triedOnce, certs[0].prefix]
}
