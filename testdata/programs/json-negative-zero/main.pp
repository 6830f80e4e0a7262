// Float arithmetic makes -0 (0 * -1.5, -0); PCL prints zero as 0, in
// templates and in JSON alike.
config "zero" "number" {
  default = 0
}

scaled = zero * -1.5

output "json" {
  value = toJSON([scaled, -zero, 0 - zero, { nested = scaled }])
}

output "text" {
  value = "${scaled}/${-zero}"
}

output "secretJson" {
  value = toJSON([secret(scaled), 1])
}
