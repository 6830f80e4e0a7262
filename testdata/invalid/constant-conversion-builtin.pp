# A builtin's argument that does not convert to the parameter's type.
numbers = range("ten")
