resource "store" "shop:index:Store" {
  name = "main"
  options {
    ignoreChanges = [colour]
  }
}
