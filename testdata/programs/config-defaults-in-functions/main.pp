# Config variables with defaults, of every type and secret or not, read
# inside the function literals generated code declares: try's and can's
# alternatives, for expressions, applies over a resource's outputs and a
# component's inputs. Each reads the variable's value, never null.
config "count" "int" {
  default = 2
}

config "ratio" "number" {
  default = 1.5
}

config "enabled" "bool" {
  default = true
}

config "label" "string" {
  default = "lbl"
}

config "names" "list(string)" {
  default = ["p", "q", "r"]
}

config "tags" "map(string)" {
  default = { a = "x", b = "y" }
}

config "shape" "object({size=int, name=string})" {
  default = { size = 3, name = "s" }
}

config "anything" {
  default = { k = 1 }
}

config "secretCount" "int" {
  default = 3
  secret  = true
}

config "secretRatio" "number" {
  default = 0.5
  secret  = true
}

config "secretEnabled" "bool" {
  default = false
  secret  = true
}

config "secretLabel" "string" {
  default = "hidden"
  secret  = true
}

config "secretTags" "map(string)" {
  default = { s = "t" }
  secret  = true
}

# A default computed by a call, evaluated only when the key is unset (see
# config-default-when-unset).
config "total" "int" {
  default = length(names) + 1
}

config "secretTotal" "int" {
  default = length(tags) * 2
  secret  = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = count
}

tried = [
  try(names[count + 5], label),
  try("${names[count]}-${ratio * 2}", "none"),
  try(tags[label], "none"),
  try(shape.size + count, 0),
  try("${anything.k}-${total}", "none"),
  try(enabled ? label : "off", "none"),
]

checked = [
  can(names[count]),
  can(names[count + 5]),
  can(tags[label]),
  can(ratio * count),
  can(enabled && shape.size > 2),
  can(names[total]),
]

secretTried = try(secretCount + secretTotal + count, 0)

output "tried" {
  value = tried
}

output "checked" {
  value = checked
}

output "secretTried" {
  value = secretTried
}

output "looped" {
  value = [for i, n in names : "${n}-${i + count}-${ratio * i}-${enabled}-${label}-${total}"]
}

output "loopedMap" {
  value = { for k, v in tags : k => "${v}${count}${shape.name}" if enabled }
}

output "applied" {
  value = "${pet.id}-${count + 1}-${label}-${ratio * 2}-${enabled}-${shape.size + count}-${total}"
}

output "appliedLength" {
  value = pet.length + count + shape.size
}

output "secrets" {
  value = "${pet.id}-${secretLabel}-${secretCount + count}-${secretRatio * ratio}-${secretEnabled}"
}

output "secretTags" {
  value = secretTags
}

component "small" "./sized" {
  base = count
}

component "ranged" "./sized" {
  options {
    range = pet.length
  }
  base  = count + range.value
  label = label
}

output "smallText" {
  value = small.text
}

output "rangedTexts" {
  value = ranged[*].text
}
