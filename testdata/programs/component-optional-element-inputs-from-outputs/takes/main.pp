config "labels" "map(optional(string))" {
  default = {}
}

config "names" "list(optional(string))" {
  default = []
}

output "labelCount" {
  value = length(labels)
}

output "names" {
  value = [for n in names : n == null ? "none" : n]
}
