// For expressions whose filter reads outputs through the loop's variable,
// and whose value reads them inside a loop of its own.
resource "names" "random:index/randomString:RandomString" {
  length = 3
  options {
    range = 2
  }
}

// The outer loop's outputs read in an inner loop.
repeated = [for r in names : [for i in range(2) : "${r.result}-${i}"] if r.length != 1]

// An inner loop whose own variable and the outer one's outputs are read.
pairs = { for k, r in names : "k${k}" => [for s in ["a", "b"] : "${s}${r.length}"] if r.result != "" }

output "repeated" {
  value = repeated
}

output "pairs" {
  value = pairs
}
