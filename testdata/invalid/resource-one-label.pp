resource "store" {
  name = "main"
}
