# Int operations on constants whose value is beyond a 64-bit integer, the
# int every target language prints them as: a sum, a product, a difference
# below the least int, a negation, nested inside another operation (reported
# once), as a property and as an output. A number operand (1.0) makes the
# operation a number, which may be that large; one whose value is a whole
# number beyond ±2^53 that is not a float64 is warned of (the target
# languages compute it differently), and 2^62 and 2^63, float64s, are not.
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

g = 3037000500 * 3037000500 * 1.0
h = 9007199254740993 * 1.0
i = 4611686018427387904 * 1.0
