# An invoke argument that does not convert to the argument's type.
price = invoke("shop:index:priceOf", "apple", "two")
