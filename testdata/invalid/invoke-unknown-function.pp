info = invoke("shop:index:getNothing", {})
