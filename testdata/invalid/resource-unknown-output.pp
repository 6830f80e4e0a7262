resource "store" "shop:index:Store" {
  name = "main"
}

output "o" {
  value = store.phone
}
