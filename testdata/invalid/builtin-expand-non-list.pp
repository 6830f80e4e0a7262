biggest = max(1...)
