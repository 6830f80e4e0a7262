choice = [1] ? "a" : "b"
