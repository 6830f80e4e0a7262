greeting = "hi"
safe = recover(greeting, "fallback")
