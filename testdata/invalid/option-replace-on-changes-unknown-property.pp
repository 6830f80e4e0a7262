resource "store" "shop:index:Store" {
  name = "main"
  options {
    replaceOnChanges = [address.street, adress]
  }
}
