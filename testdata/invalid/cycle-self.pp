counter = counter + 1
