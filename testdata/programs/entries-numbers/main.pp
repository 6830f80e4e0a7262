// entries gives objects of a key and a value; where both are numbers, an
// integer key (a list's index) or value sits beside a fractional one.
fractions = entries([1e3, 1.5, 0.25])
integers  = entries([1, 2])
keyed     = entries({ x = 1.5, y = 2 })
strings   = entries(["s"])

output all { value = [fractions, integers, keyed, strings] }
output sums { value = [for e in fractions : e.key + e.value] }
output secretKeys { value = secret([for i, e in entries([1e3, 1.5]) : "${i}:${e.key}"]) }
