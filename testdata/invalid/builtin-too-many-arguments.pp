hash = sha1("a", "b")
