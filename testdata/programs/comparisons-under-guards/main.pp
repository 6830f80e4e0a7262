// Comparisons of values that the condition or left operand around them has
// tested: PCL compares the values, where TypeScript would have narrowed
// their types by the test (a bool tested true is of type true there).
config "enabled" "bool" {
  default = true
}

config "mode" "string" {
  default = "fast"
}

config "count" "int" {
  default = 2
}

config "settings" "object({flag=bool, name=string})" {
  default = {
    flag = false
    name = "n"
  }
}

output "boolUnderTernary" {
  value = enabled ? enabled == false : enabled != true
}

output "boolUnderAnd" {
  value = enabled && enabled != true
}

output "boolUnderOr" {
  value = !enabled || enabled == true
}

output "stringUnderEquality" {
  value = mode == "fast" ? mode == "slow" : mode != "fast"
}

output "numberUnderEquality" {
  value = count == 2 && count != 3
}

output "propertyUnderTest" {
  value = settings.flag ? settings.flag == false : settings.name == "n" && settings.name == "m"
}

output "inLoop" {
  value = [for i in range(3) : enabled ? enabled == (i == 1) : false]
}

output "nested" {
  value = enabled ? (mode == "fast" ? enabled == false || mode == "slow" : true) : false
}

// Comparisons of one value with two constants in one chain, which go vet
// suspects and PCL computes.
output "sameValueTwoConstants" {
  value = [mode == "fast" && mode == "slow", mode != "fast" || mode != "slow", count == 2 && enabled && (count == 3)]
}

// A resource created where its range tested true, comparing what it tested.
resource "fastPet" "random:index/randomPet:RandomPet" {
  prefix = mode == "slow" ? "slow" : "other"
  options {
    range = mode == "fast"
  }
}

// A loop whose filter reads its key, comparing in its value what the
// filter tested.
output "filteredByIndex" {
  value = [for i, v in ["a", "b"] : mode == "slow" || v == "b" if i > 0 && mode == "fast"]
}

// A conditional choosing an output, comparing in a branch what it tested.
output "chosen" {
  value = enabled ? fastPet.id : (enabled == true ? "x" : "y")
}
