settings = { a = 1 }
first = element(settings, 0)
