doubled = [for v in 5 : v * 2]
