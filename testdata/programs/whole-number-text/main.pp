# Whole numbers beyond 2^53 print in their exact digits, as the values
# they are, wherever a number becomes text: templates, toJSON, string
# inputs (fuzz seed 10056: 2^62 printed as 4611686018427388000).
config "big" "int" {
  default = 2147483648
}

config "half" "number" {
  default = 1.5
}

resource "r" "random:index/randomInteger:RandomInteger" {
  min = 0
  max = big
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a"]
  keepers = {
    product = big * big
    scaled  = r.max * big * half
  }
}

products = [big * big, big * big * half, -big * big * 2]

output "templates" {
  value = "${big * big} ${big * big * half} ${r.max * big} ${r.max * big * half} ${-big * big * 2}"
}

output "json" {
  value = toJSON({ products = products, scaled = r.max * big * half, small = [half * 2, 0.1 * 3] })
}

output "keepers" {
  value = shuffle.keepers
}

output "strings" {
  value = [for p in products : "${p}"]
}
