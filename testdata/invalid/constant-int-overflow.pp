# Int operations on constants whose value is beyond a 64-bit integer, the
# int every target language prints them as: a sum, a product, a difference
# below the least int, a negation, nested inside another operation (reported
# once), as a property and as an output. A number operand (1.0) makes the
# operation a number, which may be that large.
a = 9223372036854775807 + 1
b = 4611686018427387904 * 2
c = -9223372036854775807 - 2
d = -(-9223372036854775807 - 1)
e = (9223372036854775807 + 1) - 1

resource "store" "shop:index:Store" {
  name = "main"
  size = 3037000500 * 3037000500
}

output "f" {
  value = 9223372036854775807 * 9223372036854775807
}

fine = 9223372036854775807 + 1.0
least = -9223372036854775807 - 1
