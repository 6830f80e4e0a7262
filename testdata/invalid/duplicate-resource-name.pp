resource "store" "shop:index:Store" {
  name = "a"
}

resource "store" "shop:index:Store" {
  name = "b"
}
