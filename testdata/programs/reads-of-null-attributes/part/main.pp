config "sizes" "list(optional(int))" {
}

config "label" "string" {
  default = "none"
}

output "count" {
  value = "${length(sizes)}-${label}"
}
