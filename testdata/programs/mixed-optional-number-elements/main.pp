# Objects of optional ints and numbers (a conditional of an empty object and
# one of both), whose elements Go holds as interface{} values, read as
# numbers: in arithmetic, comparisons and secrets, as a range's values and
# in for expressions.
config "pick" "bool" {
  default = false
}

sizes = (pick ? {} : {
  small = 3
  large = 0.5
})

resource "pets" "random:index/randomPet:RandomPet" {
  length = (range.value > 1 ? 2 : 1)
  prefix = "${range.value * range.value}-${recover(secret(range.value), 0.25)}"
  options {
    range = (pick ? {} : {
      "Key" = 3
      "beta" = 0.1
    })
  }
}

squares = [for k, v in sizes : v * v]
halves  = { for k, v in sizes : k => v / 2 if v >= 1 }

output "squares" {
  value = squares
}

output "halves" {
  value = halves
}
