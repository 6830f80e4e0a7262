resource "store" "shop:index:Store" {
  name = "main"
  options {
    provider = "aws"
  }
}
