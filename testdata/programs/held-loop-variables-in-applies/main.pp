// A loop over the entries of a list that holds an output, inside the apply
// that resolves it: the loop's variables are plain there, and read as
// plain values. (A secret config of any type, unused, is part of the
// program the fuzz campaign found, seed 7042.)
config "unused" {
  default = [1.5]
  secret = true
}

delta = {
  kilo = ["", "100%"]
  lima = secret({})
}

resource "alpha" "random:index/randomShuffle:RandomShuffle" {
  inputs = delta.kilo
  resultCount = 1
}

output "doubled" {
  value = { for fmt, pulumi in entries(["pre ${alpha.resultCount} end", "x"]) : "k${fmt}" => "-${(pulumi["key"] * 2)} end" }
}
