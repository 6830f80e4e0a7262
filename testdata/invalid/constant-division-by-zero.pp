# Divisions and remainders by a constant zero fail whenever they are
# evaluated, whatever the dividend: in a local, a resource property, a nested
# expression, a for expression, a resource option and an output. Inside try
# and can, failing is expected, so those are not errors.
config count "int" {
  default = 3
}

a = 5 % 0
b = count / 0
c = count / 0.0

resource "store" "shop:index:Store" {
  name = "main"
  size = 1 + count % 0
  options {
    protect = count / 0 > 1
  }
}

d = [for i in [1, 2] : i % 0]

output "e" {
  value = 10 / (count * 0 + 0)
}

f = try(count / 0, 1)
g = can(5 % 0)
