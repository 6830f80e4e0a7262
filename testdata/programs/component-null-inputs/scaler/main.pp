config "disabled" "bool" {
  default = true
}

config "target" "number" {
  default = 1.5
}

config "label" "string" {
  default = "unlabelled"
}

output "label" {
  value = label
}

output "disabled" {
  value = disabled
}

output "target" {
  value = target * 2
}
