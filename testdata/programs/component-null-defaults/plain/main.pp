# Config variables whose default is null, which no instance gives an
# output: plain values, none when left out.
config "count" "int" {
  default = null
}
config "label" "string" {
  default = null
}
config "names" "list(string)" {
  default = null
}
config "owner" "object({name=string})" {
  default = null
}

output "summary" {
  value = "${count == null ? "no count" : count * 2} ${label == null ? "no label" : label} ${names == null ? 0 : length(names)} ${owner == null ? "nobody" : owner.name}"
}
