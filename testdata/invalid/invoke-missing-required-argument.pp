info = invoke("shop:index:getStore", {})
