resource "store" "shop:index:Store" {
  name = "main"
  options {
    protect = [true]
  }
}
