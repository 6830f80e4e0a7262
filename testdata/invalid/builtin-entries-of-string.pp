letters = entries("abc")
