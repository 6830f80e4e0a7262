numbers = range(0, 10, 0)
