total = [1] + 1
