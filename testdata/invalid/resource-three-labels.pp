resource "store" "shop:index:Store" "extra" {
  name = "main"
}
