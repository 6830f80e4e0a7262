// An element of a null list, outside any try: PCL fails, as the program
// must (TypeScript's ?.[0] gave undefined).
config "names" "list(string)" {
  nullable = true
}

output first { value = names[0] }
