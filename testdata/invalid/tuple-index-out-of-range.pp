pair = [1, 2]
third = pair[5]
