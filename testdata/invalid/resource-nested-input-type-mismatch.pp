resource "store" "shop:index:Store" {
  name = "main"
  address = {
    street = ["Main Street"]
  }
}
