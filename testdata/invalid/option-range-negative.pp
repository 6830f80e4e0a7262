resource "stores" "shop:index:Store" {
  name = "store-${range.value}"
  options {
    range = -1
  }
}
