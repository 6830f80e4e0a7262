resource "store" "shop:index:Store" {
  name = "main"
  kind = "Bakery"
}
