# Resources ranged over tuples that hold a secret element. The backends
# resolve such a range as a whole, so every instance reads range.key and
# range.value as secrets: more secret than PCL's value (only the secret
# element's instance), which the runs allow, and never less.
secretName = secret("b")

resource "pets" "random:index/randomPet:RandomPet" {
  prefix = "${range.value}-${range.key}"
  keepers = {
    # A conditional of a secret read and a plain branch.
    known = can(false ? range.value : "")
  }
  options {
    range = ["a", secretName, "c"]
  }
}

# A component ranging over a tuple of a constant and an input that has a
# default, which the component reads as an output (one instance is given a
# secret).
component "counted" "./counted" {
}

component "secretlyCounted" "./counted" {
  size = secret(3)
}

output "prefixes" {
  value = pets[*].prefix
}
