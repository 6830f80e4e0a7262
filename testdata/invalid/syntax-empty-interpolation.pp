greeting = "hello ${}"
