resource "store" "shop:index:Store" {
  name = "main"
  size = [1]
}
