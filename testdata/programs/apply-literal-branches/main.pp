# Applies whose value is a conditional of object or tuple constructors of
# different shapes: TypeScript types each branch alone, so the callback is
# annotated with the value's type (fuzz seed 9600: {Key: boolean, beta?:
# undefined} was no Record<string, boolean>).

resource "pw" "random:index/randomString:RandomString" {
  length  = 3
  special = true
}

# Objects of different keys, the choice an output.
output "picked" {
  value = pw.special ? { Key = true } : { beta = false, "a.b" = false }
}

# Nested conditionals, one branch a loop.
output "nested" {
  value = pw.special && true ? (false ? { Key = true } : { for k in ["x"] : k => pw.upper }) : { beta = false }
}

# Tuples of different lengths.
output "lists" {
  value = pw.special ? ["a"] : ["b", pw.result]
}

# Two outputs in one apply.
output "both" {
  value = pw.special && pw.upper ? { one = pw.length } : { two = 2, three = 3 }
}

victor = 8 != 15 ? false : true

# The shape fuzz seed 9600 found: a branch of a loop's object and
# constructors of different keys, under an output condition.
output "seed9600" {
  value = (false && pw.special) ? (false ? { "Key" = true } : { for i, v in ["p", "q"] : "k${i}" => victor if victor }) : { "beta" = false, "a.b" = false }
}
