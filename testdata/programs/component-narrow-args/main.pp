// Arguments of a component built from expressions whose Python types are
// narrower than the inputs' (split gives list[LiteralString]): the args
// TypedDict takes read-only Sequence and Mapping, whose element types are
// covariant, at every level.
component parts "./comp" {
  names  = split(",", "a,b")
  nested = [split(" ", "x y"), ["z"]]
  byKey  = { a = split("-", "p-q") }
}

output first { value = parts.first }
output count { value = parts.count }
