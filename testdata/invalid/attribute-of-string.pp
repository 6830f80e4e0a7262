greeting = "abc"
first = greeting.first
