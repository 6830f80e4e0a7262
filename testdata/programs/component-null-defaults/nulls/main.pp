# Config variables whose default is null: none when an instance leaves
# them out.
config "count" "int" {
  default = null
}
config "label" "string" {
  default = null
}
config "enabled" "bool" {
  default = null
}
config "ratio" "number" {
  default = null
}
config "names" "list(string)" {
  default = null
}
config "sizes" "map(number)" {
  default = null
}
config "owner" "object({name=string})" {
  default = null
}

output "count" {
  value = count == null ? -1 : count + 1
}

output "label" {
  value = label == null ? "none" : "label ${label}"
}

output "enabled" {
  value = enabled == null ? "unset" : (enabled ? "on" : "off")
}

output "ratio" {
  value = ratio == null ? 0 : ratio * 2
}

output "names" {
  value = names == null ? 0 : length(names)
}

output "sizes" {
  value = sizes == null ? 0 : length(sizes)
}

output "owner" {
  value = owner == null ? "nobody" : owner.name
}
