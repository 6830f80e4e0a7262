resource "store" "shop:index:Store" {
  name = "main"
  owners = ["ann", ["bob"]]
}
