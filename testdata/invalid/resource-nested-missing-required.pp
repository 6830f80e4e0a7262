resource "store" "shop:index:Store" {
  name = "main"
  address = {
    zip = 12345
  }
}
