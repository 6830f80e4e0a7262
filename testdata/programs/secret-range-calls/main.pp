# A resource ranged over a secret reads range.value as a secret; the calls
# over it (an element of a list holding it, a split of that) are computed
# on the secret, as outputs.
resource "pet" "random:index/randomPet:RandomPet" {
  prefix    = join("-", split(".", element([range.value], 0)))
  separator = "${length(range.value)}"
  options {
    range = secret(["a.b", "c.d"])
  }
}

output "prefixes" {
  value = pet[*].prefix
}
