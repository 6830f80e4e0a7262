items = secret([{
  alpha = "a"
  beta  = "b"
}, {
  "x-y" = "c"
}])

output "first" {
  value = items[0]
}

output "second" {
  value = items[1]["x-y"]
}
