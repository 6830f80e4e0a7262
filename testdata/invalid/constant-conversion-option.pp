# A string that is no bool given to the protect option.
resource "store" "shop:index:Store" {
  name = "main"
  options {
    protect = "yes"
  }
}
