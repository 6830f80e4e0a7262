resource "store" "shop:index:Store" {
  name = "main"
  options {
    dependsOn = [1]
  }
}
