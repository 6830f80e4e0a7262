config "labels" "map(string)" {
}
config "title" "string" {
  default = "untitled"
}
config "names" "list(string)" {
}

output "count" {
  value = length(labels) + length(names)
}
output "title" {
  value = "${title}: ${join(",", names)}"
}
