value = frobnicate(1)
