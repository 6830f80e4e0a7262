resource "store" "shop:index:Store" {
  name = "main"
  options {
    colour = "red"
  }
}
