config "inner" "object({someInput=bool})" {
}

config "items" "list(object({innerString=string}))" {
}

output "summary" {
  value = "${inner.someInput}:${length(items)}:${toJSON(items)}"
}
