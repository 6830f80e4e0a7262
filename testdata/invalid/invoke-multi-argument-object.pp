price = invoke("shop:index:priceOf", { sku = "apple", quantity = 3 })

output price {
  value = price
}
