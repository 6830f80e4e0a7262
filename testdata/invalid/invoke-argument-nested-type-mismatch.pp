store = invoke("shop:index:getStore", { name = ["corner"] })

output url {
  value = store.url
}
