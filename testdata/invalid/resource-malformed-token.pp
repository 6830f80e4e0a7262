resource "store" "store" {
  name = "main"
}
