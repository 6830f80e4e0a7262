config names "list(string)" {}

config nested "list(list(string))" {}

config byKey "map(list(string))" {}

output first { value = names[0] }
output count { value = length(nested) + length(byKey["a"]) + length(names) }
