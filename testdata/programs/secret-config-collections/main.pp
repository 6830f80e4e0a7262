# Config of collection, object and scalar types with defaults, secret and
# not, read as one value: indexed, iterated, and read inside try and can.
config "secretTags" "map(string)" {
  default = { a = "x", b = "y" }
  secret  = true
}

config "secretNames" "list(string)" {
  default = ["p", "q"]
  secret  = true
}

config "secretShape" "object({size=int, name=string})" {
  default = { size = 3, name = "s" }
  secret  = true
}

config "secretCounts" "map(int)" {
  default = { one = 1 }
  secret  = true
}

config "secretLabel" "string" {
  default = "hidden"
  secret  = true
}

config "secretCount" "int" {
  default = 2
  secret  = true
}

config "secretRatio" "number" {
  default = 0.5
  secret  = true
}

config "secretEnabled" "bool" {
  default = true
  secret  = true
}

config "tags" "map(string)" {
  default = { a = "x" }
}

config "names" "list(string)" {
  default = ["m", "n"]
}

config "shape" "object({size=int, name=string})" {
  default = { size = 4, name = "t" }
}

config "sizes" "list(int)" {
  default = [1, 2]
}

config "secretRows" "list(map(string))" {
  default = [{ a = "x" }]
  secret  = true
}

config "secretGroups" "map(list(int))" {
  default = { a = [1, 2] }
  secret  = true
}

config "secretNested" "object({inner=map(string), items=list(string)})" {
  default = { inner = { k = "v" }, items = ["i"] }
  secret  = true
}

config "secretSet" "set(string)" {
  default = ["s1", "s2"]
  secret  = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = secretShape.size
  prefix = secretTags["a"]
}

output "indexed" {
  value = "${secretTags["a"]}-${secretNames[1]}-${secretShape.name}-${secretCounts["one"] + secretCount}"
}

output "iterated" {
  value = [for k, v in secretTags : "${k}=${v}"]
}

output "iteratedList" {
  value = { for i, n in secretNames : n => i + secretCount }
}

output "tried" {
  value = [
    try(secretTags["zz"], "none"),
    try(secretTags["a"], "none"),
    try(secretNames[5], secretLabel),
    try("${secretShape.size * secretRatio}", "none"),
    try(secretCounts["two"], 0) == 0 ? "absent" : "present",
  ]
}

output "checked" {
  value = [
    can(secretTags["a"]),
    can(secretTags["zz"]),
    can(secretNames[1]),
    can(secretCounts["two"]),
    can(secretEnabled && secretShape.size > 2),
  ]
}

output "plainIndexed" {
  value = "${tags["a"]}-${names[0]}-${shape.name}-${sizes[1] + shape.size}"
}

output "plainTried" {
  value = [try(tags["zz"], "none"), try(names[3], "none"), try("${sizes[0] + shape.size}", "none")]
}

output "plainIterated" {
  value = { for k, v in tags : k => "${v}${length(names)}" }
}

output "whole" {
  value = {
    tags   = secretTags
    names  = secretNames
    shape  = secretShape
    counts = secretCounts
    length = length(secretNames) + length(secretTags)
  }
}

output "deep" {
  value = [
    secretRows[0]["a"],
    try(secretRows[0]["zz"], "none"),
    "${secretGroups["a"][1]}",
    try("${secretGroups["zz"][0]}", "none"),
    secretNested.inner["k"],
    try(secretNested.inner["zz"], "none"),
    secretNested.items[0],
    "${length(secretSet)}",
    join(",", [for s in secretSet : "${s}!"]),
  ]
}

# Component inputs with defaults, set to outputs by one instance and left
# unset by the other.
component "given" "./holder" {
  tags   = secretTags
  names  = secretNames
  nested = secretGroups
  shape  = secretShape
}

component "defaulted" "./holder" {
}

output "holderTexts" {
  value = [given.text, defaulted.text]
}
