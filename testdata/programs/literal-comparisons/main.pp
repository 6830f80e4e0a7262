# Constant locals of each primitive type compared with other constants by
# every comparison operator. TypeScript gives a const of a literal a literal
# type and rejects comparing two literal types that do not overlap (-1 and
# 0); PCL compares them, so each is false or true as PCL says.
config "flag" "bool" {
  default = true
}

aValue      = -1
bValue      = 2
ratio       = 0.5
otherRatio  = 1.5
name        = "alpha"
yes         = true
no          = !true
greeting    = "hello-${name}"
literalText = "plain"
joined      = "a${1}"
choice      = flag ? 1 : 2
either      = yes || false
both        = yes && no

output "intEqual" {
  value = aValue == 0 ? "true" : "false"
}

output "intComparisons" {
  value = [aValue == bValue, aValue != bValue, aValue < bValue, aValue <= bValue, aValue > bValue, aValue >= bValue]
}

output "numberComparisons" {
  value = [ratio == otherRatio, ratio != otherRatio, ratio < otherRatio, ratio <= otherRatio, ratio > otherRatio, ratio >= otherRatio]
}

output "mixedComparisons" {
  value = [aValue == ratio, bValue != otherRatio, aValue < ratio, bValue >= otherRatio]
}

output "stringComparisons" {
  value = [name == "beta", name != "beta", literalText == name, greeting == "hello-alpha", joined == "a2"]
}

output "boolComparisons" {
  value = [yes == no, yes != no, no == false, either == both, yes == true]
}

output "literalComparisons" {
  value = [1 == 2, 1 != 2, "a" == "b", true == false, -1 == 0, 1.5 == 2.5, 1 < 2]
}

output "conditionalComparisons" {
  value = [choice == 3, (flag ? 1 : 2) == 3, (flag ? "x" : "y") != "z", (flag ? true : false) == false]
}
