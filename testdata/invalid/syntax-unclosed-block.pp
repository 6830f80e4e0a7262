resource "store" "shop:index:Store" {
  name = "main"
