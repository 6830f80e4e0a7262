# Locals that collect a secret config with plain values: the generated
# programs hold such a local as a collection of inputs (Go) or of values
# some of which are outputs, so every read of the local as a whole (a
# builtin's argument, a loop's collection) resolves it first.
config "pin" "int" {
  default = 7
  secret  = true
}

config "word" "string" {
  default = "hush"
  secret  = true
}

config "plain" "string" {
  default = "open"
}

numbers = [1, pin, 3]
words = {
  a = word
  b = plain
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix    = element(entries(words), 0).value
  length    = element(numbers, 4) + 1
}

output "difference" {
  value = 1.5 - element(numbers, 1)
}

output "found" {
  value = lookup(words, "a", "none")
}

output "largest" {
  value = max(numbers...)
}

output "doubled" {
  value = [for n in numbers : n * 2]
}

output "upper" {
  value = { for k, v in words : v => k }
}

output "json" {
  value = toJSON(words)
}

output "petName" {
  value = pet.id
}

# Read element by element, each element keeps its own secrecy: the keys,
# the length and the plain elements are not secret.
output "size" {
  value = length(numbers) + length(words)
}

output "first" {
  value = element(numbers, 0)
}

output "second" {
  value = element(numbers, 1) * 10
}

output "keys" {
  value = [for k, v in words : k]
}

output "indexes" {
  value = [for i, n in numbers : i if i > 0]
}

output "tagged" {
  value = { for k, v in words : k => "${v}!" }
}

# Collections mixing plain values and resource outputs, read the same way.
mixed = [1, pet.length, 3]

output "mixedDoubled" {
  value = [for n in mixed : n * 2]
}

output "mixedFirst" {
  value = element(mixed, 0) + element(mixed, 1)
}

# A key the object does not declare, looked up with a default.
plainWords = {
  a = "x"
  b = "y"
}

output "missing" {
  value = lookup(words, "zz", "none")
}

output "plainMissing" {
  value = lookup(plainWords, "zz", "none")
}
