# An apply's callback made in a comprehension or a ranged resource's loop
# reads the loop's variables as they were when it was made, not as they are
# when it runs (Python's closures read them late): the index, key and value
# of lists and maps, variables of an outer comprehension in an inner one,
# range.key and range.value, callbacks of one output and of several, in
# resource inputs, locals and outputs.
config "names" "map(string)" {
  default = { a = "alpha", b = "beta", c = "gamma" }
}

resource "ranged" "simple:index:resource" {
  options { range = 3 }
  inputOne = "r${range.value}"
}

resource "byIndex" "aws:ec2/instance:Instance" {
  ami            = "ami-1"
  instanceType   = "t3.micro"
  securityGroups = [for i, r in ranged : r.result == "" ? "none" : "n${i}"]
  tags           = { for k, v in names : k => ranged[0].result == "" ? "none" : "${k}=${v}" }
}

resource "rangedByNumber" "simple:index:resource" {
  options { range = 3 }
  inputOne = ranged[0].result == "" ? "none" : "n${range.value}"
}

resource "rangedByMap" "simple:index:resource" {
  options { range = names }
  inputOne = ranged[1].result == "" ? "none" : "${range.key}=${range.value}"
}

pairs = [for i, r in ranged : r.result == ranged[0].result ? i : i * 10]

nested = [for i, r in ranged : [for j, n in ["x", "y"] : r.result == "" ? n : "${i}${j}${n}"]]

several = [for i, r in ranged : r.result == r.inputOne ? -1 : i]

output "pairs" {
  value = pairs
}

output "nested" {
  value = nested
}

output "several" {
  value = several
}

output "keys" {
  value = { for k, v in names : v => ranged[1].result == "" ? 0 : length(k) }
}
