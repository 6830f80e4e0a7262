a = b
b = a
