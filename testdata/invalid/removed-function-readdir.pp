files = readDir(".")
