# Untyped config values are read as whatever their values are. PCL fails to
# index or read an attribute of a value that has no such element, and try
# takes the fallback; a string has no indices, though TypeScript's and
# Python's strings do, and a negative index counts from the end of a
# Python list.
config "text" {}

config "document" {}

config "numbers" {}

config "words" "list(string)" {
  default = ["a", "b", "c"]
}

textChars = text

back = length(words) - 4

output "firstOfText" {
  value = try(text[0], "no index")
}

output "attributeOfText" {
  value = try(text.length, "no attribute")
}

output "localFirstOfText" {
  value = try(textChars[1], "no index")
}

output "missingAttribute" {
  value = try(document.owner, "no owner")
}

output "presentAttribute" {
  value = try(document.name, "no name")
}

output "nestedMissing" {
  value = try(document.tags.team, "no team")
}

output "nestedPresent" {
  value = try(document.tags.env, "no env")
}

output "attributeOfNumber" {
  value = try(document.size.value, "no value")
}

output "pastTheEnd" {
  value = try(numbers[3], "no element")
}

output "lastElement" {
  value = try(numbers[2], "no element")
}

output "keyOfList" {
  value = try(numbers.first, "no key")
}

output "forOverText" {
  value = [for s in [text, "x"] : try(s[0], "none")]
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = try(text[0], "fallback")
}

output "negativeIndex" {
  value = try(words[back], "none")
}

output "lastWord" {
  value = try(words[back + 3], "none")
}

output "negativeIndexOfUntyped" {
  value = try(numbers[back], "none")
}
