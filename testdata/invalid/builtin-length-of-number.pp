count = length(42)
