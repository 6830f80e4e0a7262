resource "store" "shop:index:Store" {
  name = "main"
}

value = getOutput(store, "url")
