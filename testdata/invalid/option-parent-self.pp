resource "store" "shop:index:Store" {
  name = "main"
  options {
    parent = store
  }
}
