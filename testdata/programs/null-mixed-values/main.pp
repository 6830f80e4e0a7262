# Values that mix null with each primitive type, objects and lists: the
# branches of conditionals, try and lookup with a null fallback,
# singleOrNone, and for expressions whose values may be null, in locals,
# resource inputs and outputs, on both sides of each choice.
config "on" "bool" {
  default = true
}

config "off" "bool" {
  default = false
}

config "names" "map(string)" {
  default = {
    a = "alpha"
  }
}

config "numbers" "map(int)" {
  default = {
    a = 1
  }
}

intOrNull  = on ? 3 : null
nullOrInt  = on ? null : 3
strOrNull  = on ? "s" : null
nullOrStr  = off ? "s" : null
numOrNull  = on ? 1.5 : null
nullOrNum  = off ? null : 2.5
boolOrNull = on ? false : null
nullOrBool = on ? null : true
objOrNull  = on ? { a = 1 } : null
listOrNull = off ? [1, 2] : null
tryStr     = try(names["b"], null)
tryInt     = try(numbers["a"], null)
lookupNum  = lookup({ x = 0.5 }, "y", null)
onlyInt    = singleOrNone([4])
noInt      = singleOrNone([])
maybeInts  = [for i in [1, 2, 3] : i == 2 ? null : i]
maybeStrs  = { for k, v in { a = "x", b = "y" } : k => v == "x" ? null : v }
doubled    = intOrNull != null ? intOrNull * 2 : 0

resource "pet" "random:index/randomPet:RandomPet" {
  length    = on ? 3 : null
  prefix    = off ? "p" : null
  separator = try(names["sep"], null)
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length          = 8
  special         = on ? false : null
  upper           = nullOrBool
  minLower        = intOrNull
  minNumeric      = nullOrInt
  overrideSpecial = strOrNull
  keepers         = on ? { a = "b" } : null
}

resource "unkept" "random:index/randomPassword:RandomPassword" {
  length  = 4
  keepers = off ? { a = "b" } : null
}

resource "extra" "random:index/randomPet:RandomPet" {
  length = tryInt
  prefix = noInt == null ? pet.id : null
}

output "intOrNull" {
  value = intOrNull
}

output "nullOrInt" {
  value = nullOrInt
}

output "strOrNull" {
  value = strOrNull
}

output "nullOrStr" {
  value = nullOrStr
}

output "numOrNull" {
  value = numOrNull
}

output "nullOrNum" {
  value = nullOrNum
}

output "boolOrNull" {
  value = boolOrNull
}

output "nullOrBool" {
  value = nullOrBool
}

output "objOrNull" {
  value = objOrNull
}

output "listOrNull" {
  value = listOrNull
}

output "tryStr" {
  value = tryStr
}

output "lookupNum" {
  value = lookupNum
}

output "onlyInt" {
  value = onlyInt
}

output "noInt" {
  value = noInt
}

output "maybeInts" {
  value = maybeInts
}

output "maybeStrs" {
  value = [for k, v in maybeStrs : v]
}

output "doubled" {
  value = doubled
}

output "inline" {
  value = [off ? 1 : null, on ? "t" : null, on ? 0.25 : null, off ? true : null]
}

output "eventualOrNull" {
  value = on ? pet.id : null
}

output "nullOrEventual" {
  value = on ? null : password.result
}
