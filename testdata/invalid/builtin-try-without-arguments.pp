value = try()
