// A value read as an attribute and by a string index (range.value and
// range["value"], m.a and m["a"]) is one value: a test of one narrows the
// other in TypeScript, and Go's vet sees the same operand on both sides of
// an and.
config "m" "map(string)" {
  default = {
    a = "x"
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = (11 == range.value ? (range["value"] == 3 ? "a" : "b") : "c")
  options {
    range = {
      one = 11
      two = 3
    }
  }
}

output "both" {
  value = m.a == "x" && m["a"] == "y"
}

output "either" {
  value = m["a"] != "x" || m.a != "y"
}

output "prefixes" {
  value = [for k, p in pet : p.prefix]
}
