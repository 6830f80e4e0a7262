config n "int" {}

output plainNumber { value = -n }
output plainText { value = "t" }
output plainNames { value = ["a", "b"] }
