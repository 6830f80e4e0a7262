resource "store" "shop:index:Shelf" {
  name = "main"
}
