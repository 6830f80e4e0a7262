// Inputs of resources ranged over outputs that are secret when the program
// runs (the outputs of resources given secrets) are as secret as the range
// where they read range.key or range.value, and not where every read is
// inside unsecret().
resource "sized" "random:index/randomString:RandomString" {
  length     = 15
  minSpecial = range.value
  options {
    range = secret([1, 2])
  }
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = unsecret("p-${range.value}")
  keepers = {
    plain  = "${unsecret(range.value)}-${unsecret(range.key)}"
    secret = "${range.key}"
  }
  length = 2
  options {
    range = sized[*].minSpecial
  }
}

output "prefixes" {
  value = pet[*].prefix
}

output "keepers" {
  value = pet[*].keepers
}
