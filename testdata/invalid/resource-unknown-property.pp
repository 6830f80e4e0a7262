resource "store" "shop:index:Store" {
  name   = "main"
  colour = "red"
}
