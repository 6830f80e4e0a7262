resource "item" "shop:index:Item" {
  store = "main"
}
