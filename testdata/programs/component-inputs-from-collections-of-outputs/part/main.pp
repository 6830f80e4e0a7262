config "title" "string" {
}

config "label" "string" {
}

config "key" "string" {
  default = "none"
}

output "text" {
  value = "${title}/${label}/${key}"
}
