# Resources ranged over a secret read elements of a tuple of an int and a
# number, computed from outputs, where numbers are taken.

resource "base" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 5
}

mixed = [base.result, base.result * 1.5]

resource "ranged" "random:index/randomInteger:RandomInteger" {
  options {
    range = secret(true) ? ["x", "y"] : ["z"]
  }
  min = 0
  max = min(secret(true) ? try(notImplemented("never"), -3) : element(mixed, 0))
  keepers = {
    "first" = "${mixed[0]}"
    "second" = "${element(mixed, 1) + 1}"
  }
}
