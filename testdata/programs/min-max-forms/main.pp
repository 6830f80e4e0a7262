# pclfuzz (seed 9116 and others): min and max of one number, of several, of
# a list's numbers and of numbers followed by a list's, over numbers and
# ints. Python's min and max take a single argument as an iterable; a list
# expanded after other numbers joins them.
config "l" "list(number)" {
  default = [4, 9.5, 2]
}

config "li" "list(int)" {
  default = [3, 1]
}

output "one" {
  value = min(14)
}

output "several" {
  value = max(1, 2.5, -3)
}

output "list" {
  value = min(l...)
}

output "numbersAndList" {
  value = max(3, l...)
}

output "numberAndInts" {
  value = min(5, li...)
}

output "ints" {
  value = max(li...)
}
