resource "store" "shop:index:Store" {
  name = "main"
  options {
    additionalSecretOutputs = [urls]
  }
}
