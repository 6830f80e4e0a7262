output "nothing" {
  value = [for item in [] : null if (false ? true : (-2.75 <= 1.5))]
}
