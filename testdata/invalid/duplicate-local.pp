size = 1
size = 2
