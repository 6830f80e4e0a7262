// Ranged resources whose loops bind values of different types to the same
// range.value, read in try and can: the value each reads is its own loop's.
resource "names" "random:index/randomPet:RandomPet" {
  prefix = "${range.key}-${range.value}"
  options {
    range = { a = "x", b = "y" }
  }
}

resource "sized" "random:index/randomString:RandomString" {
  length = try(range.value % 5 + 8, 3)
  special = can(range.value * 2)
  options {
    range = { a = 1, b = 2 }
  }
}

resource "listed" "random:index/randomString:RandomString" {
  length = try(range.value.size, 4)
  options {
    range = [{ size = 9 }, { size = 10 }]
  }
}

output "lengths" {
  value = [for s in sized : s.length]
}
