resource "store" "shop:index:Store" {
  name = "main"
  options {
    range = fileAsset("stores.txt")
  }
}
