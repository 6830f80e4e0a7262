# Programs pclfuzz found failing, shrunk and kept once fixed (they were
# testdata/fuzz/go-for-holding-outputs, go-for-variable-in-output,
# typescript-grouping-for and go-double-minus), with the test schemas: for
# expressions holding outputs, over ranged resources, given as inputs; for
# expressions whose filter or value is secret, in a component; a grouping
# for expression in a conditional; a negation of a negative value.
resource "golf" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
  options {
    range = {}
  }
}

resource "urn" "random:index/randomPet:RandomPet" {
  keepers = { for widgets, defer in golf : widgets => ((true != true) ? "$ ${"x.y"}$ ${golf["beta"]["result"]}$ ${0.25}}" : stack()) }
}

component "Output" "./index0" {
  nil   = {}
  delta = can(notImplemented("nope"))
}

delta = (true ? {} : (can(notImplemented("nope")) ? { for instanceof, yield in range(3) : "x" => 1.5... if true } : {
  "k1"     = []
  ("null") = []
}))

resource "NaN" "random:index/randomString:RandomString" {
  length   = 1
  minUpper = min(1, --1)
}

output "delta" {
  value = delta
}

output "kilo" {
  value = Output.kilo
}
