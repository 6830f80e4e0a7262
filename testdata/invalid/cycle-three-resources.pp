resource "first" "shop:index:Item" {
  store = third.sku
  price = 1
}

resource "second" "shop:index:Item" {
  store = first.sku
  price = 2
}

resource "third" "shop:index:Item" {
  store = second.sku
  price = 3
}
