# Loops whose filter is a conditional of literals that is always false:
# the collection they make is empty and still reads as a collection of the
# loop's values (a lookup with a default, length, a loop over it).
config names "list(string)" {
  default = ["a", "b"]
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

byName    = { for i, n in names : n => pet.id if (true ? false : false) }
looked    = lookup(byName, "a", "none")
notChosen = [for n in names : "${n}!" if !(false ? false : true)]
combined  = { for i, n in names : n => i if (true ? false : true) && length(n) > 0 }
secretMap = lookup({ for k, v in secret({ a = "x" }) : k => v if (false ? true : false) }, "a", "default")

output "results" {
  value = [looked, length(notChosen), [for k, v in combined : v], secretMap]
}
