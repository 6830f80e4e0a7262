info = invoke("shop:index:getStore", {
  name   = "main"
  colour = "red"
})
